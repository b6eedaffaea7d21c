/** Every field of an application, its applicant and their profile, with places named from KATO. */
import { FormattedMessage, useIntl } from 'react-intl';
import { KzDate } from '../../components/ui/date-and-money.tsx';
import { isCalendarDay } from '../../lib/kz-format.ts';
import type { Application } from './load-applications.ts';
import { useCato, type CatoNode } from '../../lib/cato.ts';

const APPLICATION_KEYS = [
  'id',
  'status',
  'status_reason',
  'language',
  'lesson_region_id',
  'lesson_district_id',
  'flow_id',
  'registered_by_name',
  'source',
  'client_record_id',
  'submitted_at',
  'created_at',
  'updated_at',
] as const;
const APPLICANT_KEYS = ['name', 'iin', 'phone', 'phone_2', 'email', 'region_id', 'district_id', 'locality'];
const PLACE_KEYS = new Set(['lesson_region_id', 'lesson_district_id', 'region_id', 'district_id', 'rural_okrug_id']);
/** Profile answers stored as codes, labelled by the registration form's own option messages. */
const OPTION_LISTS = new Set(['education', 'social_status', 'education_goal']);
const DATE_KEYS = new Set(['submitted_at', 'created_at', 'updated_at', 'consented_at']);

function placeName(nodes: CatoNode[] | null | undefined, id: number): string | undefined {
  for (const n of nodes ?? []) {
    if (n.id === id) return n.name;
    const found = placeName(n.items, id);
    if (found) return found;
  }
  return undefined;
}

function Value({ name, value }: { name: string; value: unknown }) {
  const intl = useIntl();
  const cato = useCato();
  if (value === null || value === undefined || value === '') return <>—</>;
  if (typeof value === 'boolean')
    return <FormattedMessage id={value ? 'applications.value.yes' : 'applications.value.no'} />;
  if (DATE_KEYS.has(name)) return <KzDate value={String(value)} show="dateTime" />;
  if (isCalendarDay(value)) return <KzDate value={value} />;
  if (PLACE_KEYS.has(name)) return <>{placeName(cato, Number(value)) ?? String(value)}</>;
  if (name === 'status') return <>{intl.formatMessage({ id: `application.status.${String(value)}` })}</>;
  if (name === 'source') return <>{intl.formatMessage({ id: `applications.source.${String(value)}` })}</>;
  if (name === 'language') return <>{intl.formatMessage({ id: `applications.language.${String(value)}` })}</>;
  if (OPTION_LISTS.has(name)) return <>{intl.formatMessage({ id: `registration.${name}.${String(value)}` })}</>;
  if (name === 'gender') return <>{intl.formatMessage({ id: `applications.gender.${String(value)}` })}</>;
  return <>{String(value)}</>;
}

function Rows({ keys, data }: { keys: readonly string[]; data: Record<string, unknown> }) {
  return (
    <dl className="detail-list">
      {keys.map((k) => (
        <div key={k} data-testid={`field-${k}`}>
          <dt>
            <FormattedMessage id={`applications.field.${k}`} />
          </dt>
          <dd>
            <Value name={k} value={data[k]} />
          </dd>
        </div>
      ))}
    </dl>
  );
}

export function DetailFields({ app }: { app: Application }) {
  const applicant = { ...app.applicant, iin: app.iin };
  return (
    <>
      <h2>
        <FormattedMessage id="applications.detail.application" />
      </h2>
      <Rows keys={APPLICATION_KEYS} data={app as unknown as Record<string, unknown>} />
      <h2>
        <FormattedMessage id="applications.detail.applicant" />
      </h2>
      <Rows keys={APPLICANT_KEYS} data={applicant} />
      {app.profile && <Rows keys={Object.keys(app.profile)} data={app.profile} />}
    </>
  );
}
