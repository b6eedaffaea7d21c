/**
 * The certificate the server issued: number, PDF in the reader's language (kept on the device once seen,
 * so it opens offline), and the public verification link.
 */
import { FormattedMessage } from 'react-intl';
import { downloadCertificate, useKeptCertificates } from '../../lib/certificate-pdf.ts';
import type { LearnCourse } from './learn-data.ts';

type Certificate = NonNullable<LearnCourse['certificate']>;

export function CertificateBox({ certificate: c }: { certificate: Certificate }) {
  useKeptCertificates(c.revoked ? [] : [c]);
  return (
    <div className="admin-panel" data-testid="learn-certificate">
      <h2>
        <FormattedMessage id="learn.certificate.heading" values={{ number: c.number }} />
      </h2>
      <p>
        <button type="button" className="btn" onClick={() => void downloadCertificate(c)}>
          <FormattedMessage id="learn.certificate.pdf" />
        </button>{' '}
        <a href={c.verify_url} data-testid="learn-verify-link">
          <FormattedMessage id="learn.certificate.verify" />
        </a>
      </p>
    </div>
  );
}
