/** The route loaders of the applications review: the list for the URL's search, and one application. */
import { ROLES } from '../../../contract/roles.ts';
import { client, read, toQuery } from '../../lib/api-client.ts';
import { forRoles } from '../../lib/route-data.ts';
import { PER_PAGE, type ApplicationsSearch } from './list-search.ts';

export const REVIEWERS = [ROLES.admin, ROLES.operator] as const;

export const loadApplications = (s: ApplicationsSearch) =>
  forRoles(REVIEWERS, () =>
    read(
      client.api.applications.$get({
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

export const loadApplication = (id: number) =>
  forRoles(REVIEWERS, () => read(client.api.applications[':id{[0-9]+}'].$get({ param: { id: String(id) } })));

/** One application as the API answers it, for the detail's panels. */
export type Application = NonNullable<NonNullable<Awaited<ReturnType<typeof loadApplication>>>['data']>;
