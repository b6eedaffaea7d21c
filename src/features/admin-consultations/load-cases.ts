/**
 * The route loaders of the admin's cases (admins only; a lawyer's list and case are the tablet's): the list
 * for the URL's search and one case, each with the active lawyers an admin assigns from.
 */
import type { CASE_SEARCH } from '../../../contract/list-searches.ts';
import { ROLES } from '../../../contract/roles.ts';
import { pageQuery } from '../../components/admin-list/list-query.ts';
import { client, read } from '../../lib/api-client.ts';
import { forRoles } from '../../lib/route-data.ts';
import type { SearchOf } from '../../lib/route-search.ts';

export type CaseSearch = SearchOf<typeof CASE_SEARCH>;

export const ADMINS = [ROLES.admin] as const;

const lawyers = () =>
  read(client.api.users.lawyers.$get({ query: { page: '1', per_page: '100', sort: 'ASC' } })).then((r) => r.data);

export const loadCaseList = (s: CaseSearch) =>
  forRoles(ADMINS, async () => {
    const [list, people] = await Promise.all([read(client.api.consultations.$get({ query: pageQuery(s) })), lawyers()]);
    return { list, lawyers: people };
  });

export const loadAdminCase = (id: number) =>
  forRoles(ADMINS, async () => {
    const [found, people] = await Promise.all([
      read(client.api.consultations[':id{[0-9]+}'].$get({ param: { id: String(id) } })),
      lawyers(),
    ]);
    return { detail: found.data, lawyers: people };
  });

/** What the loaders give the pages (named here: the router's types give some routes' loader data as `any`). */
export type CasesPage = NonNullable<Awaited<ReturnType<typeof loadCaseList>>>;
export type AdminCase = NonNullable<Awaited<ReturnType<typeof loadAdminCase>>>;
