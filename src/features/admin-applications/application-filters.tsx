/** The list's filters and search; every change goes to the URL and back to page 1. */
import { useIntl } from 'react-intl';
import { APPLICATION_LANGUAGES, APPLICATION_STATUSES } from '../../../contract/application-values.ts';
import { ChoiceFilter, DateRangeFilter, FilterBar, PlaceFilter } from '../../components/admin-list/list-filters.tsx';
import { refilter } from '../../components/admin-list/list-query.ts';
import { FilterSelect } from '../../components/ui/filter-select.tsx';
import type { ApplicationsSearch } from './load-applications.ts';
import { useFlowOptions, useRegistrarOptions, type Option } from './use-options.ts';

interface Props {
  query: ApplicationsSearch;
  onQuery: (q: ApplicationsSearch) => void;
}

export function ApplicationFilters({ query, onQuery }: Props) {
  const intl = useIntl();
  const flows = useFlowOptions(query.district_id);
  const registrars = useRegistrarOptions();
  const label = (id: string) => intl.formatMessage({ id });
  const set = refilter(query, onQuery);

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
    <FilterBar
      testId="application-filters"
      searchLabel="applications.filter.q"
      q={query.q}
      onSearch={(q) => set({ q })}
    >
      <ChoiceFilter
        label="applications.filter.status"
        value={query.status}
        values={APPLICATION_STATUSES}
        valueLabel={(s) => `application.status.${s}`}
        onChange={(status) => set({ status })}
      />
      <PlaceFilter
        value={query}
        // A flow belongs to one district: another district's list has other flows.
        onChange={(place) =>
          set({ ...place, ...(place.district_id === query.district_id ? {} : { flow_id: undefined }) })
        }
      />
      {select('flow_id', flows, query.district_id ? undefined : label('applications.filter.flow_district_first'))}
      <ChoiceFilter
        label="applications.filter.language"
        value={query.language}
        values={APPLICATION_LANGUAGES}
        valueLabel={(l) => `applications.language.${l}`}
        onChange={(language) => set({ language })}
      />
      <DateRangeFilter value={query} onChange={set} />
      {select('registered_by', registrars)}
    </FilterBar>
  );
}
