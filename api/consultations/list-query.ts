/** The case list's conditions: the viewer's cases (access.ts) narrowed by the filters of CASE_SEARCH. */
import { and, eq, isNull, lt, ne, or, type SQL } from 'drizzle-orm';
import { consultations } from '../../db/schema.ts';
import type { UserRow } from '../context.ts';
import { likeText } from '../lib/like.ts';
import type { CaseListQuery } from '../schemas/consultations.ts';
import { todayInKazakhstan } from '../schemas/kazakhstan-time.ts';
import { visibleCases } from './access.ts';

const k = consultations;

export function caseWhere(user: UserRow, q: Partial<CaseListQuery>, today = todayInKazakhstan()): SQL | undefined {
  const where: (SQL | undefined)[] = [visibleCases(user)];
  if (q.status) where.push(eq(k.status, Number(q.status)));
  if (q.type) where.push(eq(k.type, q.type));
  if (q.outcome) where.push(eq(k.outcome, q.outcome));
  if (q.region_id) where.push(eq(k.regionId, q.region_id));
  if (q.lawyer_id) where.push(eq(k.lawyerId, q.lawyer_id));
  if (q.overdue) where.push(ne(k.status, 3), lt(k.remindAt, today));
  if (q.q) {
    where.push(or(likeText(k.name, q.q), likeText(k.iin, q.q), likeText(k.title, q.q)));
  }
  return and(...where);
}

/** Open cases with no reminder: nobody has planned what happens next. */
export const noNextStep = (user: UserRow) => and(visibleCases(user), ne(k.status, 3), isNull(k.remindAt));
