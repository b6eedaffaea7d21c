/**
 * The trainer report: per trainer, their flows, students, completed and not completed, and the
 * attendance rate (present marks out of all marks given in their flows).
 */
import { and, count, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { applications, attendanceCells, flows, users } from '../../db/schema.ts';
import type { TrainerReport, TrainerRow } from '../schemas/reports.ts';
import { flowScope, type Scope } from './scope.ts';

const rate = (present: number, marked: number) => (marked ? Math.round((present / marked) * 1000) / 10 : null);

export function trainerReport(db: Db, scope: Scope, regionId?: number): TrainerReport {
  const where = [...flowScope(scope), sql`${flows.trainerId} is not null`];
  if (regionId) where.push(eq(flows.regionId, regionId));
  const flowRows = db
    .select({ id: flows.id, trainerId: flows.trainerId, name: users.name })
    .from(flows)
    .innerJoin(users, eq(users.id, flows.trainerId))
    .where(and(...where))
    .all();
  const flowIds = flowRows.map((f) => f.id);
  const ids = flowIds.length ? flowIds : [-1];
  const students = db
    .select({ flowId: applications.flowId, status: applications.status, n: count() })
    .from(applications)
    .where(and(inArray(applications.flowId, ids), isNull(applications.deletedAt)))
    .groupBy(applications.flowId, applications.status)
    .all();
  const marks = db
    .select({ flowId: attendanceCells.flowId, present: attendanceCells.present, n: count() })
    .from(attendanceCells)
    .where(inArray(attendanceCells.flowId, ids))
    .groupBy(attendanceCells.flowId, attendanceCells.present)
    .all();

  const byTrainer = new Map<number, TrainerRow & { present: number; marked: number }>();
  const trainerOfFlow = new Map<number, number>();
  for (const f of flowRows) {
    const tid = f.trainerId!;
    trainerOfFlow.set(f.id, tid);
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
    byTrainer.set(tid, row);
  }
  for (const s of students) {
    const row = byTrainer.get(trainerOfFlow.get(s.flowId!)!)!;
    row.students += s.n;
    if (s.status === 'completed') row.completed += s.n;
    if (s.status === 'not_completed') row.not_completed += s.n;
  }
  for (const m of marks) {
    const row = byTrainer.get(trainerOfFlow.get(m.flowId)!)!;
    row.marked += m.n;
    if (m.present) row.present += m.n;
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
