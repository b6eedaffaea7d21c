/** The agro list's filters and search; every change goes to the URL and back to page 1. */
import { useIntl } from 'react-intl';
import { AGRO_COURSES, AGRO_STATUSES, agroLabel } from '../../../contract/agro.ts';
import { Field } from '../../components/ui/field.tsx';
import { RegionDistrictSelect } from '../../components/ui/region-district-select.tsx';
import { SelectField } from '../../components/ui/select-field.tsx';
import { SearchToolbar } from '../../components/ui/search-toolbar.tsx';
import type { AgroSearch } from './list-search.ts';
import { DateInput } from '../../components/ui/date-input.tsx';

export function AgroFilters({ query, onQuery }: { query: AgroSearch; onQuery(q: AgroSearch): void }) {
  const intl = useIntl();
  const label = (id: string) => intl.formatMessage({ id });
  const set = (patch: AgroSearch) => onQuery({ ...query, ...patch, page: 1, after: undefined });
  const pick = <K extends 'status' | 'course'>(name: K, values: readonly string[], list: string) => (
    <SelectField
      label={label(`agro.filter.${name}`)}
      name={name}
      value={query[name]}
      placeholder={label('applications.filter.any')}
      options={values.map((v) => ({ value: v, label: label(agroLabel(list, v)) }))}
      onChange={(v) => set({ [name]: (v || undefined) as AgroSearch[K] })}
    />
  );
  return (
    <div className="admin-filters" data-testid="agro-filters">
      <SearchToolbar label={label('agro.filter.q')} initial={query.q} onSearch={(q) => set({ q })} />
      <div className="admin-toolbar">
        {pick('status', AGRO_STATUSES, 'status')}
        {pick('course', AGRO_COURSES, 'courseName')}
        <RegionDistrictSelect
          value={{ region: query.region_id, district: query.district_id }}
          onChange={(k) => set({ region_id: k.region, district_id: k.district })}
          labels={{ region: 'applications.filter.region_id', district: 'applications.filter.district_id' }}
          anyLabel="applications.filter.any"
        />
        {(['date_from', 'date_to'] as const).map((name) => (
          <Field key={name} label={label(`applications.filter.${name}`)}>
            {(p) => <DateInput {...p} value={query[name]} onChange={(v) => set({ [name]: v || undefined })} />}
          </Field>
        ))}
      </div>
    </div>
  );
}
