/** Filters of the applications report; every change goes to the URL, so a report can be bookmarked or shared. */
import { useIntl } from 'react-intl';
import { APPLICATION_STATUSES, DATE_BUCKETS, REPORT_GROUPS } from '../../../api/schemas/reports.ts';
import { Field } from '../../components/ui/field.tsx';
import { useCato } from '../../lib/cato.ts';
import type { ReportSearch } from './report-search.ts';

interface Props {
  search: ReportSearch;
  onSearch: (s: ReportSearch) => void;
  errors: Record<string, string[]>;
}

export function ApplicationsFilters({ search, onSearch, errors }: Props) {
  const intl = useIntl();
  const regions = useCato() ?? [];
  const msg = (id: string) => intl.formatMessage({ id });
  const set = (patch: Partial<ReportSearch>) => onSearch({ ...search, ...patch });
  const group = search.group ?? 'region';
  return (
    <form className="admin-toolbar" onSubmit={(e) => e.preventDefault()} data-testid="report-filters">
      <Field label={msg('reports.filter.group')}>
        {(p) => (
          <select {...p} value={group} onChange={(e) => set({ group: e.target.value as ReportSearch['group'] })}>
            {REPORT_GROUPS.map((g) => (
              <option key={g} value={g}>
                {msg(`reports.group.${g}`)}
              </option>
            ))}
          </select>
        )}
      </Field>
      {group === 'date' && (
        <Field label={msg('reports.filter.bucket')}>
          {(p) => (
            <select
              {...p}
              value={search.bucket ?? 'day'}
              onChange={(e) => set({ bucket: e.target.value as ReportSearch['bucket'] })}
            >
              {DATE_BUCKETS.map((b) => (
                <option key={b} value={b}>
                  {msg(`reports.bucket.${b}`)}
                </option>
              ))}
            </select>
          )}
        </Field>
      )}
      <Field label={msg('reports.filter.date_from')} error={errors.date_from?.[0]} invalid={!!errors.date_from}>
        {(p) => (
          <input
            {...p}
            type="date"
            value={search.date_from ?? ''}
            onChange={(e) => set({ date_from: e.target.value || undefined })}
          />
        )}
      </Field>
      <Field label={msg('reports.filter.date_to')} error={errors.date_to?.[0]} invalid={!!errors.date_to}>
        {(p) => (
          <input
            {...p}
            type="date"
            value={search.date_to ?? ''}
            onChange={(e) => set({ date_to: e.target.value || undefined })}
          />
        )}
      </Field>
      <Field label={msg('reports.filter.region')} error={errors.region_id?.[0]} invalid={!!errors.region_id}>
        {(p) => (
          <select
            {...p}
            value={search.region_id ?? ''}
            onChange={(e) => set({ region_id: Number(e.target.value) || undefined })}
          >
            <option value="">{msg('reports.filter.all')}</option>
            {regions.map((r) => (
              <option key={r.id} value={r.id}>
                {r.name}
              </option>
            ))}
          </select>
        )}
      </Field>
      <Field label={msg('reports.filter.status')}>
        {(p) => (
          <select
            {...p}
            value={search.status ?? ''}
            onChange={(e) => set({ status: (e.target.value || undefined) as ReportSearch['status'] })}
          >
            <option value="">{msg('reports.filter.all')}</option>
            {APPLICATION_STATUSES.map((s) => (
              <option key={s} value={s}>
                {msg(`application.status.${s}`)}
              </option>
            ))}
          </select>
        )}
      </Field>
    </form>
  );
}
