/** The route loaders of the agro review: the list for the URL's search, and one application. */
import { ROLES } from '../../../contract/roles.ts';
import { client, read, toQuery } from '../../lib/api-client.ts';
import { forRoles } from '../../lib/route-data.ts';
import { PER_PAGE, type AgroSearch } from './list-search.ts';

export const REVIEWERS = [ROLES.admin, ROLES.operator] as const;

export const loadAgroList = (s: AgroSearch) =>
  forRoles(REVIEWERS, () =>
    read(
      client.api.agro.applications.$get({
        query: toQuery({
          ...s,
          page: s.page ?? 1,
          per_page: PER_PAGE,
          sort: s.sort ?? 'created_at',
          order: s.order ?? 'DESC',
        }),
      }),
    ),
  );

export const loadAgroApplication = (id: number) =>
  forRoles(REVIEWERS, () => read(client.api.agro.applications[':id{[0-9]+}'].$get({ param: { id: String(id) } })));

export type AgroApplication = NonNullable<NonNullable<Awaited<ReturnType<typeof loadAgroApplication>>>['data']>;
