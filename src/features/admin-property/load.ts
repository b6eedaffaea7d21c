/** The property catalogue as the admin screens read it, typed from the server's routes. */
import type { LEAD_SEARCH } from '../../../contract/list-searches.ts';
import type { PropertyItemType } from '../../../contract/property-items.ts';
import { ROLES } from '../../../contract/roles.ts';
import { client, read, toQuery, type Answer } from '../../lib/api-client.ts';
import { forRoles } from '../../lib/route-data.ts';
import type { SearchOf } from '../../lib/route-search.ts';

const p = client.api.property;

export type AdminProject = Answer<typeof p.projects.$get>['data'][number];
export type AdminProjectDetail = Answer<(typeof p.projects)[':id{[0-9]+}']['$get']>['data'];
export type AdminBuilding = Answer<(typeof p.buildings)[':id{[0-9]+}']['$get']>['data'];
export type AdminUnit = AdminBuilding['units'][number];
export type UnitHistoryLine = Answer<(typeof p.units)[':id{[0-9]+}']['history']['$get']>['data'][number];
export type Lead = Answer<typeof p.leads.$get>['data'][number];
export type LeadSearch = SearchOf<typeof LEAD_SEARCH>;

/** The leads inbox's page for the URL's filters and cursor (admins only). */
export const loadLeads = (s: LeadSearch) =>
  forRoles([ROLES.admin], () => read(p.leads.$get({ query: toQuery({ ...s, page: s.page ?? 1, per_page: 50 }) })));

const loadProjects = (kind?: 'residential' | 'commercial') => read(p.projects.$get({ query: kind ? { kind } : {} }));
const loadProject = (id: number) => read(p.projects[':id{[0-9]+}'].$get({ param: { id: String(id) } }));
const loadBuilding = (id: number) => read(p.buildings[':id{[0-9]+}'].$get({ param: { id: String(id) } }));
const loadBuildings = (project?: number) =>
  read(p.buildings.$get({ query: project ? { project_id: String(project) } : {} }));
const loadUnitHistory = (id: number) => read(p.units[':id{[0-9]+}'].history.$get({ param: { id: String(id) } }));
const loadSettings = () => read(p.settings.$get());

/**
 * The four item types answer in one shape; the specification's client stands for all of them (their
 * inputs differ only in the fields the form sends, and the server checks each type's own schema).
 */
type ItemClient = typeof p.specification;
const itemClient = (type: PropertyItemType) => p[type] as unknown as ItemClient;
export type AdminItem = Answer<ItemClient['$get']>['data'][number];

const loadItems = (type: PropertyItemType, projectId?: number) =>
  read(itemClient(type).$get({ query: projectId ? { project_id: String(projectId) } : {} }));
const loadItem = (type: PropertyItemType, id: number) =>
  read(itemClient(type)[':id{[0-9]+}'].$get({ param: { id: String(id) } }));
export const saveItem = (type: PropertyItemType, values: unknown, id?: number) =>
  id
    ? read(itemClient(type)[':id{[0-9]+}'].$put({ param: { id: String(id) }, json: values as never }))
    : read(itemClient(type).$post({ json: values as never }));

/**
 * What each catalogue page's route loader gives it (ADR 041): null for a role that may not see the page
 * (RolesOnly says so; the API checks the same roles). After a change a page calls `router.invalidate()`.
 */
export const EDITORS = [ROLES.admin, ROLES.expert] as const;
const forEditors = <T>(load: () => Promise<T>) => forRoles(EDITORS, load);
const allProjects = async () => (await loadProjects()).data;

export const projectListData = (kind: 'residential' | 'commercial') => forEditors(() => loadProjects(kind));
export const projectData = (id: number) => forEditors(async () => (await loadProject(id)).data);

/** The buildings (of one project, or all) and the projects to choose from. */
export const buildListData = (project?: number) =>
  forEditors(async () => {
    const [projects, buildings] = await Promise.all([allProjects(), loadBuildings(project)]);
    return { projects, buildings };
  });
/** The projects to choose from and the settings' rates the generator starts with. */
export const buildCreateData = () =>
  forEditors(async () => {
    const [projects, settings] = await Promise.all([allProjects(), loadSettings()]);
    return { projects, settings: settings.data };
  });
/** A building with its units, and the status history of the unit opened (`?unit=`). */
export const buildingData = (id: number, unit?: number) =>
  forEditors(async () => {
    const [building, history] = await Promise.all([loadBuilding(id), unit ? loadUnitHistory(unit) : null]);
    return { building: building.data, history: history?.data ?? null };
  });

/** A type's items (of one project, or all) and the projects they name. */
export const itemListData = (type: PropertyItemType, project?: number) =>
  forEditors(async () => {
    const [projects, items] = await Promise.all([allProjects(), loadItems(type, project)]);
    return { projects, items };
  });
/** The projects an item may belong to (with their master plans), and the item when one is edited. */
export const itemFormData = (type: PropertyItemType, id?: number) =>
  forEditors(async () => {
    const [projects, item] = await Promise.all([allProjects(), id ? loadItem(type, id) : null]);
    return { projects, item: item?.data ?? null };
  });

export const settingsData = () => forEditors(async () => (await loadSettings()).data);
export const slotsData = () => forEditors(async () => (await read(p.slots.$get({ query: {} }))).data);

export type BuildListData = NonNullable<Awaited<ReturnType<typeof buildListData>>>;
export type BuildCreateData = NonNullable<Awaited<ReturnType<typeof buildCreateData>>>;
export type BuildingData = NonNullable<Awaited<ReturnType<typeof buildingData>>>;
export type PropertySlot = NonNullable<Awaited<ReturnType<typeof slotsData>>>[number];
