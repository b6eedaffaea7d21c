/**
 * The route options every content type's admin pages share (list: search in the URL and a loader keyed
 * on it; edit: the item loaded by the route), so the ten types' route files differ only in their path.
 */
import type { ContentType } from '../../../api/schemas/content-types.ts';
import { CONTENT_SEARCH } from '../../../api/schemas/list-searches.ts';
import { numericId, searchFrom } from '../../lib/route-search.ts';
import { loadContentItem, loadContentList, type ContentSearch } from './load-content.ts';

const meta = (type: ContentType) => ({ title: `meta.admin.content.${type}.title` });

export const contentListRoute = (type: ContentType) => ({
  validateSearch: searchFrom(CONTENT_SEARCH),
  loaderDeps: ({ search }: { search: ContentSearch }) => search,
  loader: ({ deps }: { deps: ContentSearch }) => loadContentList(type, deps),
  staticData: meta(type),
});

export const contentEditRoute = (type: ContentType) => ({
  params: numericId,
  loader: ({ params }: { params: { id: number } }) => loadContentItem(type, params.id),
  staticData: meta(type),
});

export const contentCreateRoute = (type: ContentType) => ({ staticData: meta(type) });
