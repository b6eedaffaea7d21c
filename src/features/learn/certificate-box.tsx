/** The certificate the server issued: number, PDF in the reader's language, and the public verification link. */
import { FormattedMessage } from 'react-intl';
import type { LearnCourse } from './learn-data.ts';
import { downloadFile } from '../../lib/authorised-file.ts';

type Certificate = NonNullable<LearnCourse['certificate']>;

export function CertificateBox({ certificate: c }: { certificate: Certificate }) {
  return (
    <div className="admin-panel" data-testid="learn-certificate">
      <h2>
        <FormattedMessage id="learn.certificate.heading" values={{ number: c.number }} />
      </h2>
      <p>
        <button
          type="button"
          className="btn"
          onClick={() => void downloadFile(c.pdf_url, `certificate-${c.number}.pdf`)}
        >
          <FormattedMessage id="learn.certificate.pdf" />
        </button>{' '}
        <a href={c.verify_url} data-testid="learn-verify-link">
          <FormattedMessage id="learn.certificate.verify" />
        </a>
      </p>
    </div>
  );
}
