/**
 * The route options every content type's admin pages share (list: search in the URL and a loader keyed
 * on it; edit: the item loaded by the route), so the ten types' route files differ only in their path.
 * Route options load with the first page of any visitor: the loaders import the typed API client (and
 * hono's) only when an editor opens the page.
 */
import type { ContentType } from '../../../contract/content-types.ts';
import { CONTENT_SEARCH } from '../../../contract/list-searches.ts';
import { numericId, searchFrom } from '../../lib/route-search.ts';
import type { ContentSearch } from './load-content.ts';

const loaders = () => import('./load-content.ts');

const meta = (type: ContentType) => ({ title: `meta.admin.content.${type}.title` });

export const contentListRoute = (type: ContentType) => ({
  validateSearch: searchFrom(CONTENT_SEARCH),
  loaderDeps: ({ search }: { search: ContentSearch }) => search,
  loader: ({ deps }: { deps: ContentSearch }) => loaders().then((l) => l.loadContentList(type, deps)),
  staticData: meta(type),
});

export const contentEditRoute = (type: ContentType) => ({
  params: numericId,
  loader: ({ params }: { params: { id: number } }) => loaders().then((l) => l.loadContentItem(type, params.id)),
  staticData: meta(type),
});

export const contentCreateRoute = (type: ContentType) => ({ staticData: meta(type) });
