/** The route loaders of the contest review: entries for the URL's search, and one entry. */
import type { CONTEST_SEARCH } from '../../../contract/list-searches.ts';
import { ROLES } from '../../../contract/roles.ts';
import { client, read, toQuery } from '../../lib/api-client.ts';
import { forRoles } from '../../lib/route-data.ts';
import type { SearchOf } from '../../lib/route-search.ts';

export type ContestListSearch = SearchOf<typeof CONTEST_SEARCH>;

const REVIEWERS = [ROLES.admin, ROLES.expert] as const;

export const loadEntries = (s: ContestListSearch) =>
  forRoles(REVIEWERS, () =>
    read(client.api.contest.applications.$get({ query: toQuery({ ...s, page: s.page ?? 1, per_page: 20 }) })),
  );

export const loadEntry = (id: number) =>
  forRoles(REVIEWERS, () => read(client.api.contest.applications[':id{[0-9]+}'].$get({ param: { id: String(id) } })));
