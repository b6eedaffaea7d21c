/** One agro application for review: the whole form, the workflow's next move, curator and technologist, and the history. */
import { getRouteApi, Link, useParams, useRouter } from '@tanstack/react-router';
import { FormattedMessage, useIntl } from 'react-intl';
import { KzDate } from '../../components/ui/date-and-money.tsx';
import { formatDate, isCalendarDay } from '../../lib/kz-format.ts';
import { agroLabel } from '../../../contract/agro.ts';
import { optionLabel } from '../../../contract/registration.ts';
import { ROLES } from '../../../contract/roles.ts';
import { RolesOnly } from '../../components/ui/roles-only.tsx';
import { AssignForm } from './assign-form.tsx';
import type { AgroApplication } from './load-agro.ts';
import { AgroStatusForm } from './status-form.tsx';

const route = getRouteApi('/{-$locale}/admin/agro/$id');

export const AgroDetailPage = () => (
  <RolesOnly roles={[ROLES.admin, ROLES.operator]}>
    <Detail />
  </RolesOnly>
);

/** How an answer reads: option lists through their labels, yes/no in words, numbers as typed. */
const LISTS: Record<string, string> = {
  land_unit: 'land_unit',
  premises: 'premises',
  sales_channels: 'sales',
  coop_status: 'coop',
};

function Answers({ app }: { app: AgroApplication }) {
  const intl = useIntl();
  const shown = (key: string, v: unknown): string => {
    if (Array.isArray(v)) return v.map((x) => shown(key, x)).join(', ');
    if (typeof v === 'boolean') return intl.formatMessage({ id: `agro.answer.${v ? 'yes' : 'no'}` });
    if (LISTS[key] && typeof v === 'string') return intl.formatMessage({ id: agroLabel(LISTS[key], v) });
    if (isCalendarDay(v)) return formatDate(intl, v);
    return v === null || v === undefined ? '—' : String(v);
  };
  const rows: [string, string][] = [
    ['iin', app.iin],
    ['phone', app.phone],
    ['gender', intl.formatMessage({ id: optionLabel('gender', app.gender) })],
    ['birthday', formatDate(intl, app.birthday)],
    ['village', app.village],
    ['courses', app.courses.map((c) => intl.formatMessage({ id: agroLabel('courseName', c) })).join(', ')],
    ...Object.entries(app.answers)
      .filter(([k]) => k !== 'consent_personal_data')
      .map(([k, v]): [string, string] => [k, shown(k, v)]),
  ];
  return (
    <dl className="detail-fields" data-testid="agro-answers">
      {rows.map(([k, v]) => (
        <div key={k}>
          <dt>
            <FormattedMessage id={`agro.field.${k}`} />
          </dt>
          <dd>{v}</dd>
        </div>
      ))}
    </dl>
  );
}

function Detail() {
  const intl = useIntl();
  const { locale } = useParams({ strict: false });
  const router = useRouter();
  const app: AgroApplication | null | undefined = route.useLoaderData()?.data;
  const saved = () => void router.invalidate();
  return (
    <section className="page" data-testid="agro-detail">
      <p>
        <Link to="/{-$locale}/admin/agro" params={{ locale }}>
          <FormattedMessage id="agro.review.back" />
        </Link>
      </p>
      {app && (
        <>
          <h1>{app.name}</h1>
          <p data-testid="agro-status">
            <strong>{intl.formatMessage({ id: agroLabel('status', app.status) })}</strong>
            {app.enrolled_course && ` · ${intl.formatMessage({ id: agroLabel('courseName', app.enrolled_course) })}`}
            {app.status_reason && ` — ${app.status_reason}`}
          </p>
          <p>
            <FormattedMessage id="agro.review.curator" />: {app.curator?.name ?? '—'} ·{' '}
            <FormattedMessage id="agro.review.technologist" />: {app.technologist?.name ?? '—'}
          </p>
          <Answers app={app} />
          <AgroStatusForm key={`${app.status}-${app.history.length}`} app={app} onSaved={saved} />
          <AssignForm key={`assign-${app.history.length}`} app={app} onSaved={saved} />
          <section>
            <h2>
              <FormattedMessage id="agro.review.history" />
            </h2>
            <ol data-testid="agro-history">
              {app.history.map((h, i) => (
                <li key={i}>
                  <KzDate value={h.at} show="shortDateTime" /> · {h.user_name ?? '—'} ·{' '}
                  <FormattedMessage id={`agro.history.${h.action}`} />
                  {typeof h.after?.status === 'string' &&
                    ` → ${intl.formatMessage({ id: agroLabel('status', h.after.status) })}`}
                </li>
              ))}
            </ol>
          </section>
        </>
      )}
    </section>
  );
}
