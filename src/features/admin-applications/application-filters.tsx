/** The list's filters and search; every change goes to the URL and back to page 1. */
import { useIntl } from 'react-intl';
import { APPLICATION_LANGUAGES, APPLICATION_STATUSES } from '../../../contract/application-values.ts';
import { Field } from '../../components/ui/field.tsx';
import { SelectField } from '../../components/ui/select-field.tsx';
import { SearchToolbar } from '../../components/ui/search-toolbar.tsx';
import { FilterSelect } from '../../components/ui/filter-select.tsx';
import { RegionDistrictSelect } from '../../components/ui/region-district-select.tsx';
import type { ApplicationsSearch } from './list-search.ts';
import { useFlowOptions, useRegistrarOptions, type Option } from './use-options.ts';
import { DateInput } from '../../components/ui/date-input.tsx';

interface Props {
  query: ApplicationsSearch;
  onQuery: (q: ApplicationsSearch) => void;
}

export function ApplicationFilters({ query, onQuery }: Props) {
  const intl = useIntl();
  const flows = useFlowOptions(query.district_id);
  const registrars = useRegistrarOptions();
  const label = (id: string) => intl.formatMessage({ id });
  // Another filter starts again at page 1, without the last page's "Next" cursor.
  const set = (patch: ApplicationsSearch) => onQuery({ ...query, ...patch, page: 1, after: undefined });

  const select = (
    name: 'flow_id' | 'registered_by',
    options: Option[],
    anyLabel = label('applications.filter.any'),
  ) => (
    <FilterSelect
      label={label(`applications.filter.${name}`)}
      anyLabel={anyLabel}
      value={query[name]}
      options={options}
      onChange={(id) => set({ [name]: id })}
    />
  );

  return (
    <div className="admin-filters" data-testid="application-filters">
      <SearchToolbar
        label={label('applications.filter.q')}
        initial={query.q}
        onSearch={(q) => set({ q })}
      ></SearchToolbar>
      <div className="admin-toolbar">
        <SelectField
          label={label('applications.filter.status')}
          value={query.status}
          placeholder={label('applications.filter.any')}
          options={APPLICATION_STATUSES.map((s) => ({ value: s, label: label(`application.status.${s}`) }))}
          onChange={(v) => set({ status: (v || undefined) as ApplicationsSearch['status'] })}
        />
        <RegionDistrictSelect
          value={{ region: query.region_id, district: query.district_id }}
          // A flow belongs to one district: another district's list has other flows.
          onChange={(k) =>
            set({
              region_id: k.region,
              district_id: k.district,
              ...(k.district === query.district_id ? {} : { flow_id: undefined }),
            })
          }
          labels={{ region: 'applications.filter.region_id', district: 'applications.filter.district_id' }}
          anyLabel="applications.filter.any"
        />
        {select('flow_id', flows, query.district_id ? undefined : label('applications.filter.flow_district_first'))}
        <SelectField
          label={label('applications.filter.language')}
          value={query.language}
          placeholder={label('applications.filter.any')}
          options={APPLICATION_LANGUAGES.map((l) => ({ value: l, label: label(`applications.language.${l}`) }))}
          onChange={(v) => set({ language: (v || undefined) as ApplicationsSearch['language'] })}
        />
        {(['date_from', 'date_to'] as const).map((name) => (
          <Field key={name} label={label(`applications.filter.${name}`)}>
            {(p) => <DateInput {...p} value={query[name]} onChange={(v) => set({ [name]: v || undefined })} />}
          </Field>
        ))}
        {select('registered_by', registrars)}
      </div>
    </div>
  );
}
