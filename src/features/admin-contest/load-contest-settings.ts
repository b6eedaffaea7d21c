/** The route loader of the contest settings page: the settings and the nominations, together. */
import { ROLES } from '../../../contract/roles.ts';
import { client, read } from '../../lib/api-client.ts';
import { forRoles } from '../../lib/route-data.ts';

export const loadContestSettings = () =>
  forRoles([ROLES.admin], async () => {
    const [settings, nominations] = await Promise.all([
      read(client.api.contest.settings.$get()),
      read(client.api.contest.nominations.$get()),
    ]);
    return { settings: settings.data, nominations: nominations.data };
  });

export type Nomination = NonNullable<Awaited<ReturnType<typeof loadContestSettings>>>['nominations'][number];
