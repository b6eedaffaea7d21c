/** A printable certificate of completion (print CSS hides the site frame). */
import { FormattedMessage } from 'react-intl';
import { Button } from '../../components/ui/button.tsx';
import { useCatoName } from '../../lib/cato.ts';
import { useMyFlows } from './use-my-flows.ts';
import './certificate.css';

export function CertificatePage({ applicationId }: { applicationId: number }) {
  const docs = useMyFlows();
  const d = docs?.find((x) => x.application_id === applicationId);
  const district = useCatoName(d?.flow?.district_id, d?.flow?.district_name ?? null);
  if (!docs) return null;
  if (!d || d.status !== 'completed' || !d.flow)
    return (
      <section className="page">
        <p className="empty">
          <FormattedMessage id="my_flow.no_certificate" />
        </p>
      </section>
    );
  return (
    <section className="certificate" data-testid="certificate">
      <p className="certificate-programme">
        <FormattedMessage id="my_flow.cert.programme" />
      </p>
      <h1>
        <FormattedMessage id="my_flow.cert.title" />
      </h1>
      <p className="certificate-name">{d.name}</p>
      <p>
        <FormattedMessage
          id="my_flow.cert.body"
          values={{ start: d.flow.start_date, end: d.flow.end_date, days: d.present_days }}
        />
      </p>
      <p>
        {district} · {d.flow.responsible}
      </p>
      <Button className="no-print" onClick={() => window.print()}>
        <FormattedMessage id="my_flow.print" />
      </Button>
    </section>
  );
}
