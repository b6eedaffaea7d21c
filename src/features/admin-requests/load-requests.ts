/** The route loader of the requests inbox: one page for the URL's kind and status filters and cursor. */
import type { REQUEST_SEARCH } from '../../../contract/list-searches.ts';
import { client, read, toQuery } from '../../lib/api-client.ts';
import type { SearchOf } from '../../lib/route-search.ts';

export type InboxFilter = SearchOf<typeof REQUEST_SEARCH>;

export const PER_PAGE = 20;

export const loadRequests = (f: InboxFilter) =>
  read(client.api.requests.$get({ query: toQuery({ ...f, page: f.page ?? 1, per_page: PER_PAGE }) }));
