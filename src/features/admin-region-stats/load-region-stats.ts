/** The route loader of the region statistics screen: every region with its figures (or none yet). */
import { ROLES } from '../../../contract/roles.ts';
import { client, read } from '../../lib/api-client.ts';
import { forRoles } from '../../lib/route-data.ts';

export const loadRegionStats = () =>
  forRoles([ROLES.admin], async () => (await read(client.api['region-stats'].$get())).data);

export type RegionRow = NonNullable<Awaited<ReturnType<typeof loadRegionStats>>>[number];
