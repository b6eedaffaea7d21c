/** Filters of the applications report; every change goes to the URL, so a report can be bookmarked or shared. */
import { useIntl } from 'react-intl';
import { APPLICATION_STATUSES, DATE_BUCKETS, REPORT_GROUPS } from '../../../api/schemas/reports.ts';
import { Field } from '../../components/ui/field.tsx';
import { RegionDistrictSelect } from '../../components/ui/region-district-select.tsx';
import type { ReportSearch } from './report-search.ts';

interface Props {
  search: ReportSearch;
  onSearch: (s: ReportSearch) => void;
  errors: Record<string, string[]>;
}

export function ApplicationsFilters({ search, onSearch, errors }: Props) {
  const intl = useIntl();
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
      <RegionDistrictSelect
        value={{ region: search.region_id }}
        onChange={(k) => set({ region_id: k.region })}
        depth="region"
        labels={{ region: 'reports.filter.region' }}
        anyLabel="reports.filter.all"
        errors={{ region: errors.region_id?.[0] }}
      />
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
