/** The route loaders of the applications review: the list for the URL's search, and one application. */
import type { APPLICATION_SEARCH } from '../../../contract/list-searches.ts';
import { ROLES } from '../../../contract/roles.ts';
import { sortedPageQuery } from '../../components/admin-list/list-query.ts';
import { client, read } from '../../lib/api-client.ts';
import { forRoles } from '../../lib/route-data.ts';
import type { SearchOf } from '../../lib/route-search.ts';

/** The list's state, kept in the URL (shareable, survives a reload). */
export type ApplicationsSearch = SearchOf<typeof APPLICATION_SEARCH>;

export const REVIEWERS = [ROLES.admin, ROLES.operator] as const;

export const loadApplications = (s: ApplicationsSearch) =>
  forRoles(REVIEWERS, () => read(client.api.applications.$get({ query: sortedPageQuery(s) })));

export const loadApplication = (id: number) =>
  forRoles(REVIEWERS, () => read(client.api.applications[':id{[0-9]+}'].$get({ param: { id: String(id) } })));

/** A page of the list as the loader gives it (named here: the router's types give some routes' loader data as `any`). */
export type ApplicationsPage = NonNullable<Awaited<ReturnType<typeof loadApplications>>>;

/** One application as the API answers it, for the detail's panels. */
export type Application = NonNullable<NonNullable<Awaited<ReturnType<typeof loadApplication>>>['data']>;
