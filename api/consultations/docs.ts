/** The shapes the API and the tablets read a case in: summary, detail with its timeline, the person's view. */
import { asc, eq, inArray } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { consultationEvents, users } from '../../db/schema.ts';
import { documentChecklist } from '../../contract/consultation-documents.ts';
import { nextOutcomes } from '../../contract/consultation-outcomes.ts';
import type { CaseDetail, CaseEvent, CaseStatus, CaseSummary, MyCase } from '../../contract/consultations.ts';
import { todayInKazakhstan } from '../../contract/kazakhstan-time.ts';
import type { CaseRow } from './access.ts';
import { arrestsOf, debtHelpOf } from './case-counts.ts';
import { caseDocuments } from './case-documents.ts';
import { caseClock } from './clock.ts';

export function lawyerNames(db: Db | Tx, ids: (number | null)[]) {
  const wanted = [...new Set(ids.filter((i): i is number => i !== null))];
  if (!wanted.length) return new Map<number, string>();
  return new Map(
    db
      .select({ id: users.id, name: users.name })
      .from(users)
      .where(inArray(users.id, wanted))
      .all()
      .map((u) => [u.id, u.name]),
  );
}

export const isOverdue = (c: CaseRow, today = todayInKazakhstan()) =>
  c.status !== 3 && c.remindAt !== null && c.remindAt < today;

/** `now`: the time the summary is read at (the request's, also when a read worker makes it). */
export function caseSummary(
  c: CaseRow,
  names: Map<number, string>,
  today = todayInKazakhstan(),
  now = Date.now(),
): CaseSummary {
  return {
    id: c.id,
    uuid: c.uuid,
    iin: c.iin,
    name: c.name,
    phone: c.phone,
    type: c.type,
    title: c.title,
    status: c.status as CaseStatus,
    outcome: c.outcome,
    region_id: c.regionId,
    district_id: c.districtId,
    remind_at: c.remindAt,
    filing_date: c.filingDate,
    lawyer_id: c.lawyerId,
    lawyer_name: c.lawyerId === null ? null : (names.get(c.lawyerId) ?? null),
    duplicate_of: c.duplicateOf,
    overdue: isOverdue(c, today),
    created_at: c.createdAt.getTime(),
    clock: caseClock(c, now),
  };
}

export function caseDetail(db: Db | Tx, c: CaseRow): CaseDetail {
  const events = db
    .select()
    .from(consultationEvents)
    .where(eq(consultationEvents.consultationId, c.id))
    .orderBy(asc(consultationEvents.at), asc(consultationEvents.id))
    .all();
  const names = lawyerNames(db, [c.lawyerId, ...events.map((e) => e.userId)]);
  const timeline: CaseEvent[] = events.map((e) => ({
    id: e.id,
    kind: e.kind,
    at: e.at.getTime(),
    user_name: e.userId === null ? null : (names.get(e.userId) ?? null),
    text: e.text,
    before: e.before,
    after: e.after,
    effective: e.effective,
  }));
  const documents = caseDocuments(events, names);
  return {
    ...caseSummary(c, names),
    problem: c.problem,
    help: c.help,
    reason: c.reason,
    last_repayment: c.lastRepayment,
    refiling_date: c.refilingDate,
    next_outcomes: [...nextOutcomes(c.type, c.outcome)],
    arrests: arrestsOf(c),
    debt_help: debtHelpOf(c),
    timeline,
    documents,
    checklist: documentChecklist(
      c.type,
      documents.map((d) => d.type),
    ),
  };
}

/** Status and the next date only: the person never reads the lawyer's notes or the problem as typed. */
export const myCase = (c: CaseRow): MyCase => ({
  id: c.id,
  type: c.type,
  title: c.title,
  status: c.status as CaseStatus,
  next_date: c.status === 3 ? null : (c.remindAt ?? c.filingDate),
  created_at: c.createdAt.getTime(),
});
