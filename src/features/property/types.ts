/** The public property answers, typed from the server's routes (type-only: no client code in the chunk). */
import type { Answer, client } from '../../lib/api-client.ts';

type P = typeof client.api.public.property;

export type PublicProject = Answer<P['projects']['$get']>['data'][number];
export type PublicProjectDetail = Answer<P['projects'][':id{[0-9]+}']['$get']>['data'];
export type Board = Answer<P['buildings'][':id{[0-9]+}']['$get']>['data'];
export type BoardUnit = Board['units'][number];
export type Settings = Answer<P['settings']['$get']>['data'];
