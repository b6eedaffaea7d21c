/**
 * "My certificates": one list for every kind the account can print — the training certificate of a
 * completed application (its own page) and each online course's (its PDF and public verification link).
 */
import { Link, useParams } from '@tanstack/react-router';
import { FormattedMessage } from 'react-intl';
import { downloadFile } from '../../lib/authorised-file.ts';
import type { PersonalData } from './use-personal-data.ts';

type Certificate = PersonalData['certificates'][number];

function CertificateLink({ c }: { c: Certificate }) {
  const { locale } = useParams({ strict: false });
  if (c.kind === 'course')
    return (
      <>
        <FormattedMessage id="account.certificates.kind.course" values={{ title: c.title, number: c.number }} />{' '}
        <button
          type="button"
          className="btn btn-secondary"
          onClick={() => void downloadFile(c.pdf_url, `certificate-${c.number}.pdf`)}
        >
          <FormattedMessage id="learn.certificate.pdf" />
        </button>{' '}
        <a href={c.verify_url}>
          <FormattedMessage id="learn.certificate.verify" />
        </a>
      </>
    );
  return (
    <Link to="/{-$locale}/my-flow/certificate/$applicationId" params={{ locale, applicationId: c.id }}>
      <FormattedMessage id={`account.certificates.kind.${c.kind}`} />
    </Link>
  );
}

export function CertificatesList({ certificates = [] }: { certificates: Certificate[] | undefined }) {
  return (
    <section id="certificates" data-testid="my-certificates">
      <h2>
        <FormattedMessage id="account.certificates.title" />
      </h2>
      {certificates.length === 0 ? (
        <p>
          <FormattedMessage id="account.certificates.empty" />
        </p>
      ) : (
        <ul className="today-list">
          {certificates.map((c) => (
            <li key={`${c.kind}-${c.id}`} data-testid="certificate-item">
              <CertificateLink c={c} />
              {c.issued_on && <> · {c.issued_on}</>}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
