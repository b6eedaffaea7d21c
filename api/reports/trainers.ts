/**
 * The trainer report: per trainer, their flows, students, completed and not completed, and the
 * attendance rate (present marks out of all marks given in their flows).
 */
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { flowCounts, flows, users } from '../../db/schema.ts';
import type { TrainerReport, TrainerRow } from '../../contract/reports.ts';
import { flowScope, type Scope } from './scope.ts';

const rate = (present: number, marked: number) => (marked ? Math.round((present / marked) * 1000) / 10 : null);

export function trainerReport(db: Db, scope: Scope, regionId?: number): TrainerReport {
  const where = [...flowScope(scope), sql`${flows.trainerId} is not null`];
  if (regionId) where.push(eq(flows.regionId, regionId));
  // Counters per flow (migration 0025) instead of grouping every mark of every flow.
  const flowRows = db
    .select({
      id: flows.id,
      trainerId: flows.trainerId,
      name: users.name,
      students: sql<number>`coalesce(${flowCounts.students}, 0)`,
      completed: sql<number>`coalesce(${flowCounts.completed}, 0)`,
      notCompleted: sql<number>`coalesce(${flowCounts.notCompleted}, 0)`,
      marked: sql<number>`coalesce(${flowCounts.marked}, 0)`,
      present: sql<number>`coalesce(${flowCounts.present}, 0)`,
    })
    .from(flows)
    .innerJoin(users, eq(users.id, flows.trainerId))
    .leftJoin(flowCounts, eq(flowCounts.flowId, flows.id))
    .where(and(...where))
    .all();

  const byTrainer = new Map<number, TrainerRow & { present: number; marked: number }>();
  for (const f of flowRows) {
    const tid = f.trainerId!;
    const row = byTrainer.get(tid) ?? {
      trainer_id: tid,
      name: f.name,
      flows: 0,
      students: 0,
      completed: 0,
      not_completed: 0,
      attendance_rate: null,
      present: 0,
      marked: 0,
    };
    row.flows++;
    row.students += f.students;
    row.completed += f.completed;
    row.not_completed += f.notCompleted;
    row.marked += f.marked;
    row.present += f.present;
    byTrainer.set(tid, row);
  }
  const list = [...byTrainer.values()].sort((a, b) => a.name.localeCompare(b.name));
  const sum = (k: 'flows' | 'students' | 'completed' | 'not_completed' | 'present' | 'marked') =>
    list.reduce((s, r) => s + r[k], 0);
  return {
    rows: list.map(({ present, marked, ...r }) => ({ ...r, attendance_rate: rate(present, marked) })),
    totals: {
      trainers: list.length,
      flows: sum('flows'),
      students: sum('students'),
      completed: sum('completed'),
      not_completed: sum('not_completed'),
      attendance_rate: rate(sum('present'), sum('marked')),
    },
  };
}
