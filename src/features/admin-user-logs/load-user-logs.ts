/** The route loader of the user-action log: one page for the URL's filters (admins only). */
import { ROLES } from '../../../contract/roles.ts';
import { client, read, toQuery } from '../../lib/api-client.ts';
import { forRoles } from '../../lib/route-data.ts';
import type { LogFilter } from './log-filters.tsx';

/** Local calendar days to instants: "to" includes the whole of its day. */
const instant = (day: string | undefined, time: string) => (day ? new Date(`${day}T${time}`).toISOString() : undefined);

export const loadUserLogs = (f: LogFilter) =>
  forRoles([ROLES.admin], () =>
    read(
      client.api['user-logs'].$get({
        query: toQuery({
          page: f.page ?? 1,
          after: f.after || undefined,
          per_page: 50,
          action: f.action || undefined,
          user: f.user || undefined,
          changed: f.changed || undefined,
          user_id: f.user_id || undefined,
          changed_user_id: f.changed_user_id || undefined,
          date_from: instant(f.date_from, '00:00:00'),
          date_to: instant(f.date_to, '23:59:59.999'),
        }),
      }),
    ),
  );
