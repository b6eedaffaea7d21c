/**
 * The training certificate (ADR 115): a printable page (print CSS hides the site frame) with the number
 * the server issued, its PDF in the reader's language with a QR code (kept on the device once seen) and
 * the public verification link — the same issuing and verification as a course's certificate.
 */
import { FormattedMessage } from 'react-intl';
import { Button } from '../../components/ui/button.tsx';
import { KzDate } from '../../components/ui/date-and-money.tsx';
import { useCatoName } from '../../lib/cato.ts';
import { downloadCertificate, useKeptCertificates } from '../../lib/certificate-pdf.ts';
import { useMyFlows } from './use-my-flows.ts';
import { useTrainingCertificate } from './use-training-certificate.ts';
import './certificate.css';

export function CertificatePage({ applicationId }: { applicationId: number }) {
  const docs = useMyFlows();
  const d = docs?.find((x) => x.application_id === applicationId);
  const district = useCatoName(d?.flow?.district_id, d?.flow?.district_name ?? null);
  const issued = useTrainingCertificate(applicationId);
  useKeptCertificates(issued && !issued.revoked ? [issued] : []);
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
      {issued && (
        <p data-testid="certificate-number">
          <FormattedMessage id="learn.certificate.heading" values={{ number: issued.number }} />
          {issued.revoked && (
            <>
              {' · '}
              <strong>
                <FormattedMessage id="learn.verify.revoked" />
              </strong>
            </>
          )}
        </p>
      )}
      <p className="certificate-name">{d.name}</p>
      <p>
        <FormattedMessage
          id="my_flow.cert.body"
          values={{
            start: <KzDate value={d.flow.start_date} />,
            end: <KzDate value={d.flow.end_date} />,
            days: d.present_days,
          }}
        />
      </p>
      <p>
        {district} · {d.flow.responsible}
      </p>
      {issued && !issued.revoked && (
        <p className="no-print">
          <button type="button" className="btn" onClick={() => void downloadCertificate(issued)}>
            <FormattedMessage id="learn.certificate.pdf" />
          </button>{' '}
          <a href={issued.verify_url} data-testid="certificate-verify-link">
            <FormattedMessage id="learn.certificate.verify" />
          </a>
        </p>
      )}
      <Button className="no-print" onClick={() => window.print()}>
        <FormattedMessage id="my_flow.print" />
      </Button>
    </section>
  );
}
