/**
 * The list's state lives in the URL (shareable, survives reload); this turns it into the API query,
 * used both for the page and for the export download, so the file is exactly what is on screen.
 */
import type { ApplicationSort } from '../../../contract/application-values.ts';
import type { APPLICATION_SEARCH } from '../../../contract/list-searches.ts';
import type { SearchOf } from '../../lib/route-search.ts';

export type ApplicationsSearch = SearchOf<typeof APPLICATION_SEARCH>;

export const PER_PAGE = 20;

/** Filters, search and sort as query parameters, without paging (the export takes all pages). */
export function filterParams(s: ApplicationsSearch): URLSearchParams {
  const params = new URLSearchParams();
  const { page: _page, after: _after, ...rest } = s;
  for (const [k, v] of Object.entries(rest)) if (v !== undefined && v !== '') params.set(k, String(v));
  return params;
}

/** Clicking a column: sort by it descending first, then flip. */
export function nextSort(s: ApplicationsSearch, column: ApplicationSort): ApplicationsSearch {
  const current = s.sort ?? 'created_at';
  const order = current === column && (s.order ?? 'DESC') === 'DESC' ? 'ASC' : 'DESC';
  return { ...s, page: 1, after: undefined, sort: column, order };
}
