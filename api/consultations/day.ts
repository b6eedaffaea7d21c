/**
 * The lawyer's day (GET /api/consultations/day): reminders due today or overdue, coming up, and open
 * cases with no next step, the first DAY_LIST of each and how many have no next step. An admin's day
 * covers every case (100,000 at mission size): each list walks the open cases' reminder index
 * (`consultations_open_remind_idx`, holding only cases not finished) from its start and stops at its
 * limit, where the day once scanned the whole table for the cases without a reminder. Read in a read
 * worker (api/reads.ts).
 */
import { and, asc, count, gt, lte, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { consultations } from '../../db/schema.ts';
import type { UserRow } from '../context.ts';
import { todayInKazakhstan } from '../../contract/kazakhstan-time.ts';
import { visibleCases } from './access.ts';
import { addDays } from './dates.ts';
import { caseSummary, lawyerNames } from './docs.ts';
import { noNextStep, openCase } from './list-query.ts';
import { WARN_DAYS_BEFORE } from './rules.ts';

const k = consultations;
/** The day lists are a working list, not an archive: the first 200 of each. */
const DAY_LIST = 200;

/** `now`: the request's time, so "today" is the day it was asked on, in any thread. */
export function caseDay(db: Db, { user, now }: { user: UserRow; now: number }) {
  const today = todayInKazakhstan(new Date(now));
  const open = and(visibleCases(user), openCase);
  const list = (where: SQL | undefined) => {
    const rows = db.select().from(k).where(where).orderBy(asc(k.remindAt), asc(k.id)).limit(DAY_LIST).all();
    const names = lawyerNames(
      db,
      rows.map((r) => r.lawyerId),
    );
    return rows.map((r) => caseSummary(r, names, today, now));
  };
  const none = noNextStep(user);
  return {
    today,
    due: list(and(open, lte(k.remindAt, today))),
    coming: list(and(open, gt(k.remindAt, today), lte(k.remindAt, addDays(today, WARN_DAYS_BEFORE)))),
    no_next_step: list(none),
    no_next_step_count: db.select({ n: count() }).from(k).where(none).get()?.n ?? 0,
  };
}
