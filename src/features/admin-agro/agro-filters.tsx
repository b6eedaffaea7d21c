/** The agro list's filters and search; every change goes to the URL and back to page 1. */
import { AGRO_COURSES, AGRO_STATUSES, agroLabel } from '../../../contract/agro.ts';
import { ChoiceFilter, DateRangeFilter, FilterBar, PlaceFilter } from '../../components/admin-list/list-filters.tsx';
import { refilter } from '../../components/admin-list/list-query.ts';
import type { AgroSearch } from './load-agro.ts';

export function AgroFilters({ query, onQuery }: { query: AgroSearch; onQuery(q: AgroSearch): void }) {
  const set = refilter(query, onQuery);
  return (
    <FilterBar testId="agro-filters" searchLabel="agro.filter.q" q={query.q} onSearch={(q) => set({ q })}>
      <ChoiceFilter
        label="agro.filter.status"
        name="status"
        value={query.status}
        values={AGRO_STATUSES}
        valueLabel={(s) => agroLabel('status', s)}
        onChange={(status) => set({ status })}
      />
      <ChoiceFilter
        label="agro.filter.course"
        name="course"
        value={query.course}
        values={AGRO_COURSES}
        valueLabel={(c) => agroLabel('courseName', c)}
        onChange={(course) => set({ course })}
      />
      <PlaceFilter value={query} onChange={set} />
      <DateRangeFilter value={query} onChange={set} />
    </FilterBar>
  );
}
