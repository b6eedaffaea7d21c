/** The route loader of the admin's case list: the page for the URL's search (admins only; a lawyer's list is the tablet's). */
import type { CASE_SEARCH } from '../../../contract/list-searches.ts';
import { ROLES } from '../../../contract/roles.ts';
import { client, read, toQuery } from '../../lib/api-client.ts';
import { forRoles } from '../../lib/route-data.ts';
import type { SearchOf } from '../../lib/route-search.ts';

export type CaseSearch = SearchOf<typeof CASE_SEARCH>;

export const PER_PAGE = 20;

export const loadCaseList = (s: CaseSearch) =>
  forRoles([ROLES.admin], () =>
    read(client.api.consultations.$get({ query: toQuery({ ...s, page: s.page ?? 1, per_page: PER_PAGE }) })),
  );
