/** /verify/<code>: what the QR code on a certificate opens — name, course, date, valid or revoked. */
import { FormattedMessage } from 'react-intl';
import { KzDate } from '../../components/ui/date-and-money.tsx';
import { useApiGet } from '../../lib/use-api-get.ts';

interface Verified {
  name: string;
  course: string;
  issued_at: string;
  status: 'valid' | 'revoked';
}

export function VerifyPage({ code }: { code: string }) {
  const state = useApiGet<{ data: Verified }>(`/public/verify/${encodeURIComponent(code)}`);
  return (
    <section className="page" data-testid="learn-verify">
      <h1>
        <FormattedMessage id="learn.verify.title" />
      </h1>
      {state.error && (
        <p className="empty">
          <FormattedMessage id="learn.verify.unknown" />
        </p>
      )}
      {state.data && (
        <dl>
          <dt>
            <FormattedMessage id="learn.verify.name" />
          </dt>
          <dd>{state.data.data.name}</dd>
          <dt>
            <FormattedMessage id="learn.verify.course" />
          </dt>
          <dd>{state.data.data.course}</dd>
          <dt>
            <FormattedMessage id="learn.verify.date" />
          </dt>
          <dd>
            <KzDate value={state.data.data.issued_at} />
          </dd>
          <dt>
            <FormattedMessage id="learn.verify.status" />
          </dt>
          <dd data-testid="learn-verify-status">
            <FormattedMessage id={`learn.verify.${state.data.data.status}`} />
          </dd>
        </dl>
      )}
    </section>
  );
}
