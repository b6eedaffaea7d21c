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

export const loadProjects = (kind?: 'residential' | 'commercial') =>
  read(p.projects.$get({ query: kind ? { kind } : {} }));
export const loadProject = (id: number) => read(p.projects[':id{[0-9]+}'].$get({ param: { id: String(id) } }));
export const loadBuilding = (id: number) => read(p.buildings[':id{[0-9]+}'].$get({ param: { id: String(id) } }));
export const loadBuildings = (project?: number) =>
  read(p.buildings.$get({ query: project ? { project_id: String(project) } : {} }));
export const loadUnitHistory = (id: number) => read(p.units[':id{[0-9]+}'].history.$get({ param: { id: String(id) } }));

/**
 * The four item types answer in one shape; the specification's client stands for all of them (their
 * inputs differ only in the fields the form sends, and the server checks each type's own schema).
 */
type ItemClient = typeof p.specification;
const itemClient = (type: PropertyItemType) => p[type] as unknown as ItemClient;
export type AdminItem = Answer<ItemClient['$get']>['data'][number];

export const loadItems = (type: PropertyItemType, projectId?: number) =>
  read(itemClient(type).$get({ query: projectId ? { project_id: String(projectId) } : {} }));
export const loadItem = (type: PropertyItemType, id: number) =>
  read(itemClient(type)[':id{[0-9]+}'].$get({ param: { id: String(id) } }));
export const saveItem = (type: PropertyItemType, values: unknown, id?: number) =>
  id
    ? read(itemClient(type)[':id{[0-9]+}'].$put({ param: { id: String(id) }, json: values as never }))
    : read(itemClient(type).$post({ json: values as never }));
