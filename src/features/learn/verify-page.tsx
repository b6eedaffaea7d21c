/** /verify/<code>: what the QR code on a certificate opens — name, course, date, valid or revoked. */
import { FormattedMessage } from 'react-intl';
import { KzDate } from '../../components/ui/date-and-money.tsx';
import { client, read } from '../../lib/api-client.ts';
import { useRead } from '../../lib/use-read.ts';

// Online only: the service worker never keeps a verification (a revoked certificate must not show as valid).
export function VerifyPage({ code }: { code: string }) {
  const state = useRead(code, (signal) =>
    read(client.api.public.verify[':code'].$get({ param: { code } }, { init: { signal } })),
  );
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
