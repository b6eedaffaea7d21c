/** The route loaders of the content admin: one type's list for the URL's search, and one item to edit. */
import { CONTENT_TYPES, type ContentType } from '../../../contract/content-types.ts';
import type { CONTENT_SEARCH } from '../../../contract/list-searches.ts';
import { ROLES } from '../../../contract/roles.ts';
import { contentClient, read, toQuery } from '../../lib/api-client.ts';
import { forRoles } from '../../lib/route-data.ts';
import type { SearchOf } from '../../lib/route-search.ts';

export const CONTENT_EDITORS = [ROLES.admin, ROLES.expert] as const;
export const PER_PAGE = 20;

export type ContentSearch = SearchOf<typeof CONTENT_SEARCH>;

export const loadContentList = (type: ContentType, s: ContentSearch) =>
  forRoles(CONTENT_EDITORS, () =>
    read(contentClient(CONTENT_TYPES[type].path).index.$get({ query: toQuery({ ...s, per_page: PER_PAGE }) })),
  );

export const loadContentItem = (type: ContentType, id: number) =>
  forRoles(CONTENT_EDITORS, () =>
    read(contentClient(CONTENT_TYPES[type].path)[':id'].$get({ param: { id: String(id) } })),
  );

export type ContentList = Awaited<ReturnType<typeof loadContentList>>;
export type ContentItem = Awaited<ReturnType<typeof loadContentItem>>;
