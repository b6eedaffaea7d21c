/**
 * "My certificates": one list for every kind the account can print. Training certificates come from
 * completed applications; learning courses will join as their own kind with their own page.
 */
import { Link, useParams } from '@tanstack/react-router';
import { FormattedMessage } from 'react-intl';
import type { PersonalData } from './use-personal-data.ts';

type Certificate = PersonalData['certificates'][number];

function CertificateLink({ c }: { c: Certificate }) {
  const { locale } = useParams({ strict: false });
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
