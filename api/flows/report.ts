/** The flow report: who was present on which day, per-day totals and the completion rate. */
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import type { flows } from '../../db/schema.ts';
import { attendanceCells } from '../../db/schema.ts';
import { FLOW_DAYS } from '../../contract/flows.ts';
import { rosterOf } from './docs.ts';
import { requiredDays } from './status.ts';

export function flowReport(db: Db, flow: typeof flows.$inferSelect) {
  const roster = rosterOf(db, flow.id);
  const cells = db.select().from(attendanceCells).where(eq(attendanceCells.flowId, flow.id)).all();
  const days = Array.from({ length: FLOW_DAYS }, (_, i) => i + 1);
  const rows = roster.map((r) => {
    const marks = days.map((d) => cells.find((c) => c.applicationId === r.app.id && c.day === d)?.present ?? null);
    return { application_id: r.app.id, name: r.name, phone: r.phone, status: r.app.status, marks };
  });
  const completed = rows.filter((r) => r.status === 'completed').length;
  return {
    flow: { id: flow.id, title: flow.title, start_date: flow.startDate, end_date: flow.endDate },
    required_days: requiredDays(db),
    per_day: days.map((d, i) => ({
      day: d,
      present: rows.filter((r) => r.marks[i] === true).length,
      absent: rows.filter((r) => r.marks[i] === false).length,
      unmarked: rows.filter((r) => r.marks[i] === null).length,
    })),
    students: rows.length,
    completed,
    completion_rate: rows.length ? Math.round((completed / rows.length) * 1000) / 10 : 0,
    rows,
  };
}
export type FlowReport = ReturnType<typeof flowReport>;
