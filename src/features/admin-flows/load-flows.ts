/**
 * The route loaders of flow management: the list with its statistics, and one flow with its roster,
 * waiting list and attendance report (one reload after any change brings all four up to date).
 */
import { ROLES } from '../../../api/schemas/roles.ts';
import { client, read } from '../../lib/api-client.ts';
import { forRoles } from '../../lib/route-data.ts';

const MANAGERS = [ROLES.admin, ROLES.operator] as const;

/** Archived flows are listed only when `archived` (the list's "show archived" filter). */
export const loadFlows = (archived: boolean) =>
  forRoles(MANAGERS, () => read(client.api.flows.$get({ query: archived ? { archived: '1' } : {} })));

export const loadFlow = (id: number) =>
  forRoles(MANAGERS, async () => {
    const flow = client.api.flows[':id{[0-9]+}'];
    const param = { id: String(id) };
    const [one, roster, waiting, report] = await Promise.all([
      read(flow.$get({ param })),
      read(flow.roster.$get({ param })),
      read(flow.waiting.$get({ param })),
      read(flow.report.$get({ param })),
    ]);
    return { flow: one.data, roster: roster.data, waiting: waiting.data, report: report.data };
  });

export type Flow = NonNullable<Awaited<ReturnType<typeof loadFlow>>>['flow'];
export type FlowDetail = NonNullable<Awaited<ReturnType<typeof loadFlow>>>;
