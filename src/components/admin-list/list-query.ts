/**
 * An admin list's state lives in the URL (shareable, survives a reload). These turn it into the API's query
 * for the route's loader, the export and the report alike, so a download is exactly the list on screen.
 */
import { toQuery } from '../../lib/api-client.ts';

/** Rows a page of an admin list shows; the API's default too. */
export const PER_PAGE = 20;

/** What every paged list's search holds: the page, and the keyset cursor of "Next" (api/lib/keyset.ts). */
export interface PagedSearch {
  page?: number | undefined;
  after?: string | undefined;
}

export interface SortedSearch<S extends string> extends PagedSearch {
  sort?: S | undefined;
  order?: 'ASC' | 'DESC' | undefined;
}

/** Newest first until a column is clicked. */
const DEFAULT_SORT = 'created_at';

/** The loader's query for a list in pages: the URL's filters with the page and its size. */
export const pageQuery = <T extends PagedSearch>(s: T) => toQuery({ ...s, page: s.page ?? 1, per_page: PER_PAGE });

/** The same for a sortable list, newest first unless the URL says otherwise. */
export const sortedPageQuery = <S extends string, T extends SortedSearch<S>>(s: T) =>
  toQuery({ ...s, page: s.page ?? 1, per_page: PER_PAGE, sort: s.sort ?? DEFAULT_SORT, order: s.order ?? 'DESC' });

/** Filters, search and sort, without paging (an export or a report takes every page). */
export function withoutPage<T extends PagedSearch>(s: T): Omit<T, 'page' | 'after'> {
  const { page: _page, after: _after, ...rest } = s;
  return rest;
}

/** The export's query: the list's filters and sort (as the list shows it) in a file format. */
export const exportQuery = <S extends string, T extends SortedSearch<S>, F extends string>(s: T, format: F) =>
  toQuery({ ...withoutPage(s), sort: s.sort ?? DEFAULT_SORT, order: s.order ?? 'DESC', format });

/** The sort and order a list shows now. */
export const currentSort = <S extends string>(s: SortedSearch<S>) => ({
  sort: s.sort ?? (DEFAULT_SORT as S),
  order: s.order ?? 'DESC',
});

/** Clicking a column: sort by it descending first, then flip; back to page 1 without the cursor. */
export function nextSort<S extends string, T extends SortedSearch<S>>(s: T, column: S): T {
  const current = currentSort(s);
  const order = current.sort === column && current.order === 'DESC' ? 'ASC' : 'DESC';
  return { ...s, page: 1, after: undefined, sort: column, order };
}

/** Another filter starts again at page 1, without the last page's "Next" cursor. */
export const refilter =
  <T extends PagedSearch>(query: T, onQuery: (q: T) => void) =>
  (patch: Partial<T>) =>
    onQuery({ ...query, ...patch, page: 1, after: undefined });
