/** The agro list's state lives in the URL; this turns it into the API query for the page, the export and the report. */
import type { AgroSort } from '../../../contract/agro-values.ts';
import type { AGRO_SEARCH } from '../../../contract/list-searches.ts';
import type { SearchOf } from '../../lib/route-search.ts';

export type AgroSearch = SearchOf<typeof AGRO_SEARCH>;

export const PER_PAGE = 20;

/** Filters and search as query parameters, without paging (the export and the report take all pages). */
export function filterParams(s: AgroSearch): URLSearchParams {
  const params = new URLSearchParams();
  const { page: _page, after: _after, ...rest } = s;
  for (const [k, v] of Object.entries(rest)) if (v !== undefined && v !== '') params.set(k, String(v));
  return params;
}

/** Clicking a column: sort by it descending first, then flip. */
export function nextSort(s: AgroSearch, column: AgroSort): AgroSearch {
  const current = s.sort ?? 'created_at';
  const order = current === column && (s.order ?? 'DESC') === 'DESC' ? 'ASC' : 'DESC';
  return { ...s, page: 1, after: undefined, sort: column, order };
}
