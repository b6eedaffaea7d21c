/**
 * The route options of the property admin pages (ADR 041): each page's data comes from its route's loader,
 * keyed on the URL (the project filter, the unit opened), so hovering a link loads the data too and every
 * page is one read. The loaders import the typed API client only when an editor opens a page; these
 * options load with the first page of any visitor.
 */
import type { PropertyItemType } from '../../../contract/property-items.ts';
import type { ProjectKind } from '../../../contract/property.ts';
import { numericId, optionalInt, searchOf } from '../../lib/route-search.ts';

const loaders = () => import('./load.ts');

const meta = (page: string) => ({
  title: `property.meta.admin.${page}`,
  description: 'property.meta.admin.description',
});
const sectionOf = (kind: ProjectKind) => (kind === 'residential' ? 'project' : 'arena');

/** `?project=`: the list or the generator narrowed to one project. */
const projectSearch = searchOf({ project: optionalInt(1) });
type ProjectSearch = ReturnType<typeof projectSearch>;
const byProject = {
  validateSearch: projectSearch,
  loaderDeps: ({ search }: { search: ProjectSearch }) => ({ project: search.project }),
};
type IdParams = { params: { id: number } };

export const projectListRoute = (kind: ProjectKind) => ({
  loader: () => loaders().then((l) => l.projectListData(kind)),
  staticData: meta(sectionOf(kind)),
});
export const projectEditRoute = (kind: ProjectKind) => ({
  params: numericId,
  loader: ({ params }: IdParams) => loaders().then((l) => l.projectData(params.id)),
  staticData: meta(sectionOf(kind)),
});
export const projectCreateRoute = (kind: ProjectKind) => ({ staticData: meta(sectionOf(kind)) });

export const itemListRoute = (type: PropertyItemType) => ({
  ...byProject,
  loader: ({ deps }: { deps: ProjectSearch }) => loaders().then((l) => l.itemListData(type, deps.project)),
  staticData: meta(type),
});
export const itemEditRoute = (type: PropertyItemType) => ({
  params: numericId,
  loader: ({ params }: IdParams) => loaders().then((l) => l.itemFormData(type, params.id)),
  staticData: meta(type),
});
export const itemCreateRoute = (type: PropertyItemType) => ({
  loader: () => loaders().then((l) => l.itemFormData(type)),
  staticData: meta(type),
});

export const buildListRoute = {
  ...byProject,
  loader: ({ deps }: { deps: ProjectSearch }) => loaders().then((l) => l.buildListData(deps.project)),
  staticData: meta('build'),
};
export const buildCreateRoute = {
  validateSearch: projectSearch,
  loader: () => loaders().then((l) => l.buildCreateData()),
  staticData: meta('build'),
};
/** `?unit=`: the unit opened in its editor, with its status history. */
const unitSearch = searchOf({ unit: optionalInt(1) });
type UnitSearch = ReturnType<typeof unitSearch>;
export const buildingRoute = {
  params: numericId,
  validateSearch: unitSearch,
  loaderDeps: ({ search }: { search: UnitSearch }) => ({ unit: search.unit }),
  loader: ({ params, deps }: IdParams & { deps: UnitSearch }) =>
    loaders().then((l) => l.buildingData(params.id, deps.unit)),
  staticData: meta('build'),
};

export const settingsRoute = {
  loader: () => loaders().then((l) => l.settingsData()),
  staticData: meta('settings'),
};
export const slotsRoute = {
  loader: () => loaders().then((l) => l.slotsData()),
  staticData: meta('slots'),
};
