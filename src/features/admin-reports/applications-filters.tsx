/** Filters of the applications report; every change goes to the URL, so a report can be bookmarked or shared. */
import { useIntl } from 'react-intl';
import { APPLICATION_STATUSES, DATE_BUCKETS, REPORT_GROUPS } from '../../../contract/reports.ts';
import { Field } from '../../components/ui/field.tsx';
import { RegionDistrictSelect } from '../../components/ui/region-district-select.tsx';
import { SelectField } from '../../components/ui/select-field.tsx';
import type { ReportSearch } from './report-search.ts';
import { DateInput } from '../../components/ui/date-input.tsx';

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
      <SelectField
        label={msg('reports.filter.group')}
        value={group}
        placeholder={false}
        options={REPORT_GROUPS.map((g) => ({ value: g, label: msg(`reports.group.${g}`) }))}
        onChange={(v) => set({ group: v as ReportSearch['group'] })}
      />
      {group === 'date' && (
        <SelectField
          label={msg('reports.filter.bucket')}
          value={search.bucket ?? 'day'}
          placeholder={false}
          options={DATE_BUCKETS.map((b) => ({ value: b, label: msg(`reports.bucket.${b}`) }))}
          onChange={(v) => set({ bucket: v as ReportSearch['bucket'] })}
        />
      )}
      <Field label={msg('reports.filter.date_from')} error={errors.date_from?.[0]} invalid={!!errors.date_from}>
        {(p) => <DateInput {...p} value={search.date_from} onChange={(v) => set({ date_from: v || undefined })} />}
      </Field>
      <Field label={msg('reports.filter.date_to')} error={errors.date_to?.[0]} invalid={!!errors.date_to}>
        {(p) => <DateInput {...p} value={search.date_to} onChange={(v) => set({ date_to: v || undefined })} />}
      </Field>
      <RegionDistrictSelect
        value={{ region: search.region_id }}
        onChange={(k) => set({ region_id: k.region })}
        depth="region"
        labels={{ region: 'reports.filter.region' }}
        anyLabel="reports.filter.all"
        errors={{ region: errors.region_id?.[0] }}
      />
      <SelectField
        label={msg('reports.filter.status')}
        value={search.status}
        placeholder={msg('reports.filter.all')}
        options={APPLICATION_STATUSES.map((s) => ({ value: s, label: msg(`application.status.${s}`) }))}
        onChange={(v) => set({ status: (v || undefined) as ReportSearch['status'] })}
      />
    </form>
  );
}
