/**
 * The admin's landing page (issue 21): today's numbers, what waits in each review list, and whether
 * the field devices are syncing. Offline it shows the copy kept from the last visit and says so.
 */
import { getRouteApi, useParams } from '@tanstack/react-router';
import { FormattedMessage, FormattedNumber } from 'react-intl';
import { ROLES } from '../../../contract/roles.ts';
import { KzDate } from '../../components/ui/date-and-money.tsx';
import { RolesOnly } from '../../components/ui/roles-only.tsx';
import { useSession } from '../../lib/session.ts';
import { BackupState } from './backup-state.tsx';
import { ReviewLinks } from './review-links.tsx';
import './dashboard.css';

const route = getRouteApi('/{-$locale}/admin/');

export const DashboardPage = () => (
  <RolesOnly roles={[ROLES.admin]}>
    <Dashboard />
  </RolesOnly>
);

function Figure({ id, value, testId }: { id: string; value: number; testId?: string }) {
  return (
    <div className="dashboard-figure" data-testid={testId}>
      <dt>
        <FormattedMessage id={id} />
      </dt>
      <dd>
        <FormattedNumber value={value} />
      </dd>
    </div>
  );
}

function Dashboard() {
  const loaded = route.useLoaderData();
  const session = useSession();
  const { locale } = useParams({ strict: false });
  if (!loaded || !session) return null;
  const { data, saved } = loaded;
  const n = data.numbers;
  const asOf = <KzDate value={data.as_of} show="dateTime" />;
  return (
    <section className="page dashboard" data-testid="dashboard-page">
      <h1>
        <FormattedMessage id="dashboard.title" />
      </h1>
      <p
        className={saved ? 'saved-copy-note' : 'field-hint'}
        role={saved ? 'note' : undefined}
        data-testid="dashboard-as-of"
      >
        <FormattedMessage id={saved ? 'dashboard.as_of_saved' : 'dashboard.as_of'} values={{ time: asOf }} />
      </p>

      <h2>
        <FormattedMessage id="dashboard.numbers.title" />
      </h2>
      <dl className="dashboard-figures">
        <Figure id="dashboard.numbers.registrations_today" value={n.registrations_today} testId="registrations-today" />
        <div className="dashboard-figure">
          <dt>
            <FormattedMessage
              id="dashboard.numbers.registrations_week"
              values={{ from: <KzDate value={data.week_from} show="dayMonth" /> }}
            />
          </dt>
          <dd>
            <FormattedNumber value={n.registrations_week} />
          </dd>
        </div>
        <Figure id="dashboard.numbers.trained" value={n.trained} />
        <Figure id="dashboard.numbers.contest_awaiting" value={n.contest_awaiting} />
        <Figure id="dashboard.numbers.cases_no_next_step" value={n.cases_no_next_step} />
        <Figure id="dashboard.numbers.agro_new" value={n.agro_new} />
        <Figure id="dashboard.numbers.survey_responses_today" value={n.survey_responses_today} />
      </dl>

      <h2>
        <FormattedMessage id="dashboard.review.title" />
      </h2>
      <ReviewLinks review={data.review} roleId={session.user.role_id} locale={locale} />

      <h2>
        <FormattedMessage id="dashboard.sync.title" />
      </h2>
      <dl className="dashboard-figures">
        <Figure id="dashboard.sync.pushed_24h" value={data.sync.pushed_24h} />
        <Figure id="dashboard.sync.rejected_24h" value={data.sync.rejected_24h} />
        <Figure id="dashboard.sync.silent" value={data.sync.silent_staff_devices} />
      </dl>
      <p data-testid="dashboard-oldest">
        {data.sync.oldest_silent ? (
          <FormattedMessage
            id="dashboard.sync.oldest"
            values={{
              name: data.sync.oldest_silent.user_name,
              time: <KzDate value={data.sync.oldest_silent.last_seen_at} show="dateTime" />,
            }}
          />
        ) : (
          <FormattedMessage id="dashboard.sync.none_silent" />
        )}
      </p>

      <h2>
        <FormattedMessage id="dashboard.backup.title" />
      </h2>
      <BackupState backup={data.backup} />
    </section>
  );
}
