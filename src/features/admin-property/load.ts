/** The property catalogue as the admin screens read it, typed from the server's routes. */
import { client, read, type Answer } from '../../lib/api-client.ts';

const p = client.api.property;

export type AdminProject = Answer<typeof p.projects.$get>['data'][number];
export type AdminProjectDetail = Answer<(typeof p.projects)[':id{[0-9]+}']['$get']>['data'];
export type AdminBuilding = Answer<(typeof p.buildings)[':id{[0-9]+}']['$get']>['data'];
export type Lead = Answer<typeof p.leads.$get>['data'][number];

export const loadProjects = (kind?: 'residential' | 'commercial') =>
  read(p.projects.$get({ query: kind ? { kind } : {} }));
export const loadProject = (id: number) => read(p.projects[':id{[0-9]+}'].$get({ param: { id: String(id) } }));
export const loadBuilding = (id: number) => read(p.buildings[':id{[0-9]+}'].$get({ param: { id: String(id) } }));
