/**
 * The route loaders of flow management: a page of the list with its statistics, and one flow with its roster,
 * waiting list and attendance report (one reload after any change brings all four up to date).
 */
import type { FLOW_SEARCH } from '../../../contract/list-searches.ts';
import { ROLES } from '../../../contract/roles.ts';
import { client, read, toQuery } from '../../lib/api-client.ts';
import { forRoles } from '../../lib/route-data.ts';
import type { SearchOf } from '../../lib/route-search.ts';

const MANAGERS = [ROLES.admin, ROLES.operator] as const;

/** The list page's search: its page and cursor, a region or district, and "show archived" (`archived=true`). */
export type FlowsSearch = SearchOf<typeof FLOW_SEARCH> & { archived?: true };

/** A page of the list; archived flows only when `archived` (the list's "show archived" filter). */
export const loadFlows = ({ archived, ...s }: FlowsSearch) =>
  forRoles(MANAGERS, () =>
    read(
      client.api.flows.$get({
        query: toQuery({ ...s, page: s.page ?? 1, per_page: 20, archived: archived ? ('1' as const) : undefined }),
      }),
    ),
  );

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
