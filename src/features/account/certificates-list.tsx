/**
 * "My certificates": every certificate the account can print — the training's (also its printable page)
 * and each online course's — numbered, with its PDF (kept on the device once seen, so it opens offline)
 * and its public verification link (ADR 115).
 */
import { Link, useParams } from '@tanstack/react-router';
import { useEffect } from 'react';
import { FormattedMessage } from 'react-intl';
import { KzDate } from '../../components/ui/date-and-money.tsx';
import { downloadCertificate, forgetOtherCertificates, useKeptCertificates } from '../../lib/certificate-pdf.ts';
import type { PersonalData } from './use-personal-data.ts';

type Certificate = PersonalData['certificates'][number];

function CertificateLink({ c }: { c: Certificate }) {
  const { locale } = useParams({ strict: false });
  // A copy saved by an older app (a training entry named by its application, without a number) shows
  // the page link only, until the account is read online again.
  const applicationId = c.application_id ?? c.id;
  return (
    <>
      {c.kind === 'course' ? (
        <FormattedMessage id="account.certificates.kind.course" values={{ title: c.title, number: c.number }} />
      ) : (
        <Link to="/{-$locale}/my-flow/certificate/$applicationId" params={{ locale, applicationId }}>
          <FormattedMessage
            id={c.number ? 'account.certificates.kind.training_numbered' : 'account.certificates.kind.training'}
            values={{ number: c.number }}
          />
        </Link>
      )}
      {c.number && (
        <>
          {' '}
          <button type="button" className="btn btn-secondary" onClick={() => void downloadCertificate(c)}>
            <FormattedMessage id="learn.certificate.pdf" />
          </button>{' '}
          <a href={c.verify_url}>
            <FormattedMessage id="learn.certificate.verify" />
          </a>
        </>
      )}
    </>
  );
}

export function CertificatesList({ certificates }: { certificates: Certificate[] | undefined }) {
  const listed = certificates?.filter((c) => c.number);
  useKeptCertificates(listed);
  // The list is the server's (or its last copy): a certificate gone from it was revoked.
  const ids = listed?.map((c) => c.id).join(',');
  useEffect(() => {
    if (ids !== undefined) void forgetOtherCertificates(ids ? ids.split(',').map(Number) : []);
  }, [ids]);
  return (
    <section id="certificates" data-testid="my-certificates">
      <h2>
        <FormattedMessage id="account.certificates.title" />
      </h2>
      {!certificates?.length ? (
        <p>
          <FormattedMessage id="account.certificates.empty" />
        </p>
      ) : (
        <ul className="today-list">
          {certificates.map((c) => (
            <li key={`${c.kind}-${c.id}`} data-testid="certificate-item">
              <CertificateLink c={c} />
              {c.issued_on && (
                <>
                  {' '}
                  · <KzDate value={c.issued_on} />
                </>
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
