/**
 * The flows list (GET /api/flows): the flows a manager may see, newest start first, a page at a time by
 * cursor (lib/keyset-page.ts), each with its participants counted in `flow_counts` (kept by triggers on
 * applications, migration 0025), and the list's statistics from the same counters and the per-day
 * application counters: at mission size thousands of flows hold 750,000 participants, and grouping them
 * on every page took a second. Read in a read worker (api/reads.ts).
 */
import { and, count, eq, inArray, isNull, lt, sql, sum, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { applicationDayCounts, flowCounts, flows } from '../../db/schema.ts';
import type { UserRow } from '../context.ts';
import { inWindow, keysetPage } from '../lib/keyset-page.ts';
import type { FlowListQuery } from '../../contract/flows.ts';
import { todayInKazakhstan } from '../../contract/kazakhstan-time.ts';
import { flowJson, isOperator } from './access.ts';
import { requiredDays } from './status.ts';

type Filters = Pick<FlowListQuery, 'archived' | 'region_id' | 'district_id'>;

/** The flows this manager may see (an operator: their districts), narrowed by the list's filters. */
function flowWhere(user: UserRow, q: Filters): SQL | undefined {
  return and(
    isNull(flows.deletedAt),
    isOperator(user) ? inArray(flows.districtId, user.districtIds) : undefined,
    // Archived flows stay out of the list and of every flow picker unless asked for.
    q.archived ? undefined : isNull(flows.archivedAt),
    q.region_id ? eq(flows.regionId, q.region_id) : undefined,
    q.district_id ? eq(flows.districtId, q.district_id) : undefined,
  );
}

/** The applications these flows draw on: those whose lessons are in the same place (per-day counters). */
function applicationsWhere(user: UserRow, q: Filters): SQL | undefined {
  const c = applicationDayCounts;
  return and(
    isOperator(user) ? inArray(c.districtId, user.districtIds) : undefined,
    q.region_id ? eq(c.regionId, q.region_id) : undefined,
    q.district_id ? eq(c.districtId, q.district_id) : undefined,
  );
}

/** A person makes each flow: thousands at mission size, so the pager counts them all (no "10,000+"). */
const ALL_FLOWS = 1_000_000;

export function flowPage(db: Db, { user, q, now }: { user: UserRow; q: FlowListQuery; now: number }) {
  const where = flowWhere(user, q);
  const today = todayInKazakhstan(new Date(now));
  const students = sql<number>`coalesce(${flowCounts.students}, 0)`;
  const { rows, meta } = keysetPage(db, q, {
    where,
    order: { column: flows.startDate, id: flows.id, descending: true },
    read: (w) =>
      inWindow(
        db
          .select({ flow: flows, students })
          .from(flows)
          .leftJoin(flowCounts, eq(flowCounts.flowId, flows.id))
          .$dynamic(),
        w,
      ).all(),
    key: (r) => [r.flow.startDate, r.flow.id],
    count: db
      .select({ one: sql`1` })
      .from(flows)
      .where(where),
    cap: ALL_FLOWS,
  });
  const s = db
    .select({
      flows: count(),
      completed: sql<number>`coalesce(sum(${lt(flows.endDate, today)}), 0)`,
      students: sql<number>`coalesce(sum(${flowCounts.students}), 0)`,
    })
    .from(flows)
    .leftJoin(flowCounts, eq(flowCounts.flowId, flows.id))
    .where(where)
    .get()!;
  const records = db
    .select({ n: sum(applicationDayCounts.n) })
    .from(applicationDayCounts)
    .where(applicationsWhere(user, q))
    .get();
  return {
    data: rows.map((r) => flowJson(r.flow, r.students)),
    meta: {
      ...meta,
      statistics: {
        flows_count: s.flows,
        completed_flows: s.completed,
        students_per_flow: s.flows ? Math.round((s.students / s.flows) * 10) / 10 : 0,
        total_records: Number(records?.n ?? 0),
      },
      required_days: requiredDays(db),
    },
  };
}
