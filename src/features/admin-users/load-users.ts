/** The route loaders of user management: the list for the URL's search, and one user (404: not found page). */
import { notFound } from '@tanstack/react-router';
import type { USER_SEARCH } from '../../../contract/list-searches.ts';
import { ROLES } from '../../../contract/roles.ts';
import { ApiError } from '../../lib/api.ts';
import { client, read, toQuery } from '../../lib/api-client.ts';
import { forRoles } from '../../lib/route-data.ts';
import type { SearchOf } from '../../lib/route-search.ts';

export type UsersListSearch = SearchOf<typeof USER_SEARCH>;

const ADMINS = [ROLES.admin] as const;

export const loadUsers = (s: UsersListSearch) =>
  forRoles(ADMINS, () =>
    read(client.api.users.$get({ query: toQuery({ ...s, page: s.page ?? 1, per_page: 20, sort: 'DESC' as const }) })),
  );

export const loadUser = (id: number) =>
  forRoles(ADMINS, () =>
    read(client.api.users[':id{[0-9]+}'].$get({ param: { id: String(id) } })).catch((e: unknown) => {
      throw e instanceof ApiError && e.status === 404 ? notFound() : e;
    }),
  );

export type User = NonNullable<Awaited<ReturnType<typeof loadUser>>>['data'];
