/** The route loaders of the agro review: the list for the URL's search, and one application. */
import type { AGRO_SEARCH } from '../../../contract/list-searches.ts';
import { ROLES } from '../../../contract/roles.ts';
import { sortedPageQuery } from '../../components/admin-list/list-query.ts';
import { client, read } from '../../lib/api-client.ts';
import { forRoles } from '../../lib/route-data.ts';
import type { SearchOf } from '../../lib/route-search.ts';

/** The list's state, kept in the URL; the export and the report take the same filters. */
export type AgroSearch = SearchOf<typeof AGRO_SEARCH>;

export const REVIEWERS = [ROLES.admin, ROLES.operator] as const;

export const loadAgroList = (s: AgroSearch) =>
  forRoles(REVIEWERS, () => read(client.api.agro.applications.$get({ query: sortedPageQuery(s) })));

export const loadAgroApplication = (id: number) =>
  forRoles(REVIEWERS, () => read(client.api.agro.applications[':id{[0-9]+}'].$get({ param: { id: String(id) } })));

/** A page of the list as the loader gives it (named here: the router's types give some routes' loader data as `any`). */
export type AgroPage = NonNullable<Awaited<ReturnType<typeof loadAgroList>>>;

export type AgroApplication = NonNullable<NonNullable<Awaited<ReturnType<typeof loadAgroApplication>>>['data']>;
