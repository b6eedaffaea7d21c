/**
 * The personal account: links to my flow, my courses, my certificates and my consultation requests; personal data,
 * profile photo, residence address, birthday and age, "my applications" with their status (refreshed by
 * pull), my certificates, my consultation requests, the profile form, and signing out.
 */
import { Link, useNavigate, useParams } from '@tanstack/react-router';
import { FormattedMessage } from 'react-intl';
import { optionLabel } from '../../../contract/registration.ts';
import { ageOn } from '../../../contract/iin.ts';
import { todayInKazakhstan } from '../../../contract/kazakhstan-time.ts';
import { SignInPrompt } from '../../components/sign-in-prompt.tsx';
import { SurveyLinks } from '../../components/survey-links.tsx';
import { Button } from '../../components/ui/button.tsx';
import { TermRow } from '../../components/ui/term-row.tsx';
import { KzDate } from '../../components/ui/date-and-money.tsx';
import { useSession } from '../../lib/session.ts';
import { signOut } from '../../lib/sign-out.ts';
import { formatPhone } from '../../lib/phone-mask.ts';
import { useOnline } from '../../lib/use-online.ts';
import { AgroStanding } from './agro-standing.tsx';
import { CertificatesList } from './certificates-list.tsx';
import { MyCases } from './my-cases.tsx';
import { MyConsultations } from './my-consultations.tsx';
import { ProfileForm } from './profile-form.tsx';
import { ProfilePhoto } from './profile-photo.tsx';
import { usePersonalData } from './use-personal-data.ts';
import './account.css';

/** Entry and exit surveys are taken in the training hall; these reach a person at home. */
const ACCOUNT_SURVEYS = ['follow_up', 'feedback'] as const;

function Account({ userId }: { userId: number }) {
  const online = useOnline();
  const { locale } = useParams({ strict: false });
  const { data, refresh, save } = usePersonalData(userId);
  if (!data) return null;
  const { user, profile } = data;
  return (
    <>
      {!online && (
        <p className="notice" role="status">
          <FormattedMessage id="account.offline" />
        </p>
      )}
      <nav className="account-links" data-testid="account-links">
        <Link to="/{-$locale}/my-flow" params={{ locale }}>
          <FormattedMessage id="my_flow.title" />
        </Link>{' '}
        ·{' '}
        <Link to="/{-$locale}/learn" params={{ locale }} data-testid="account-learn-link">
          <FormattedMessage id="learn.my_courses" />
        </Link>{' '}
        ·{' '}
        <a href="#certificates">
          <FormattedMessage id="account.certificates.title" />
        </a>{' '}
        ·{' '}
        <a href="#consultations">
          <FormattedMessage id="account.consultations.title" />
        </a>
      </nav>
      <h2>
        <FormattedMessage id="account.personal" />
      </h2>
      <dl className="review" data-testid="personal-data">
        <TermRow label="registration.field.fio">{user.name}</TermRow>
        <TermRow label="registration.field.iin">{user.iin}</TermRow>
        <TermRow label="registration.field.phone">{formatPhone(user.phone)}</TermRow>
        {profile && (
          <>
            <TermRow label="registration.field.gender">
              <FormattedMessage id={optionLabel('gender', profile.gender)} />
            </TermRow>
            <TermRow label="registration.field.birthday">
              <KzDate value={profile.birthday} />
            </TermRow>
            <TermRow label="registration.field.age">
              <FormattedMessage
                id="registration.ageValue"
                values={{ age: ageOn(profile.birthday, todayInKazakhstan()) }}
              />
            </TermRow>
            <TermRow label="registration.field.residence_address">{profile.residence_address}</TermRow>
          </>
        )}
      </dl>
      {profile && <ProfilePhoto version={profile.photo_updated_at} onSaved={() => void refresh()} />}
      <h2>
        <FormattedMessage id="account.applications.title" />
      </h2>
      {data.applications.length === 0 ? (
        <p>
          <FormattedMessage id="account.applications.empty" />
        </p>
      ) : (
        <ul className="today-list" data-testid="my-applications">
          {data.applications.map((a) => (
            <li key={a.id}>
              <FormattedMessage
                id="account.applications.item"
                values={{ date: a.submitted_at ? <KzDate value={a.submitted_at} /> : '' }}
              />{' '}
              <span className={`badge badge-${a.status}`} data-testid="application-status">
                <FormattedMessage id={`application.status.${a.status}`} />
              </span>
              {a.status_reason && (
                <span className="status-reason" data-testid="application-status-reason">
                  {' '}
                  <FormattedMessage id="account.applications.reason" values={{ reason: a.status_reason }} />
                </span>
              )}
            </li>
          ))}
        </ul>
      )}
      <AgroStanding userId={userId} />
      <CertificatesList certificates={data.certificates} />
      <SurveyLinks types={ACCOUNT_SURVEYS} />
      <MyConsultations online={online} />
      <MyCases online={online} />
      {profile && online && <ProfileForm data={data} onSaved={(d) => void save(d)} />}
    </>
  );
}

function SignOut() {
  const navigate = useNavigate();
  const { locale } = useParams({ strict: false });
  return (
    <Button
      variant="secondary"
      className="sign-out"
      data-testid="account-sign-out"
      onClick={async () => {
        await signOut();
        await navigate({ to: '/{-$locale}', params: { locale } });
      }}
    >
      <FormattedMessage id="admin.logout" />
    </Button>
  );
}

export function AccountPage() {
  const session = useSession();
  return (
    <section className="page account" data-testid="account">
      <h1>
        <FormattedMessage id="account.title" />
      </h1>
      {session ? (
        <>
          <Account userId={session.user.id} />
          <SignOut />
        </>
      ) : (
        <SignInPrompt reason="account.signIn" />
      )}
    </section>
  );
}
