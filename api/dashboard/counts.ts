/**
 * The admin dashboard's numbers: a handful of COUNTs, each answered from an index or a counter table,
 * so the page stays cheap at 750,000 applicants: registrations sum the per-day counters of migration
 * 0016, "trained" and "not started" their (status, n) index, and the sync figures the indexes of
 * migration 0030.
 */
import { and, count, eq, gte, inArray, isNotNull, isNull, lt, sql, sum } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  agroApplications,
  applicationDayCounts,
  consultations,
  contestApplications,
  propertyLeads,
  requests,
  surveyResponses,
  surveys,
  syncClients,
  syncResults,
  users,
} from '../../db/schema.ts';
import type { UserRow } from '../context.ts';
import { ROLES } from '../../contract/roles.ts';
import type { DashboardCounts } from '../../contract/dashboard.ts';
import { REQUEST_KINDS } from '../../contract/reference.ts';
import { DAY_MS, kzDayStart, todayInKazakhstan } from '../../contract/kazakhstan-time.ts';
import { noNextStep } from '../consultations/list-query.ts';

/** Staff who sync from tablets in the field: a silent one of theirs may hold unsent records. */
const FIELD_ROLES = [ROLES.operator, ROLES.trainer, ROLES.lawyer];

/** Written out, not bound: only a literal lets SQLite use the partial index of rejections (migration 0030). */
const REJECTED = sql`${syncResults.status} = 'rejected'`;

/** The Monday (Kazakhstan calendar) of the week holding `day`. */
export function weekStart(day: string): string {
  const d = new Date(`${day}T00:00:00Z`);
  return new Date(d.getTime() - ((d.getUTCDay() + 6) % 7) * DAY_MS).toISOString().slice(0, 10);
}

/** `user` is the admin asking (the route allows no one else): every case is theirs to see. */
export function dashboardCounts(db: Db, { user, now }: { user: UserRow; now: number }): DashboardCounts {
  const today = todayInKazakhstan(new Date(now));
  const weekFrom = weekStart(today);
  const dayFrom = new Date(kzDayStart(today));
  const since24h = new Date(now - DAY_MS);
  const c = applicationDayCounts;

  const counted = (where: ReturnType<typeof and>) =>
    Number(
      db
        .select({ n: sum(c.n) })
        .from(c)
        .where(where)
        .get()?.n ?? 0,
    );
  const rows = (query: { get: () => { n: number } | undefined }) => query.get()?.n ?? 0;

  const contestReceived = rows(
    db.select({ n: count() }).from(contestApplications).where(eq(contestApplications.status, 'received')),
  );
  const agroApplied = rows(
    db.select({ n: count() }).from(agroApplications).where(eq(agroApplications.status, 'applied')),
  );
  const noNext = rows(db.select({ n: count() }).from(consultations).where(noNextStep(user)));

  // The field devices last heard from before the cutoff, per user through (user_id, last_seen_at).
  const silent = and(
    inArray(users.roleId, FIELD_ROLES),
    isNull(users.blockedAt),
    isNotNull(syncClients.lastSeenAt),
    lt(syncClients.lastSeenAt, since24h),
  );
  const oldest = db
    .select({ at: syncClients.lastSeenAt, name: users.name })
    .from(users)
    .innerJoin(syncClients, eq(syncClients.userId, users.id))
    .where(silent)
    .orderBy(syncClients.lastSeenAt)
    .limit(1)
    .get();

  return {
    as_of: new Date(now).toISOString(),
    today,
    week_from: weekFrom,
    numbers: {
      registrations_today: counted(eq(c.day, today)),
      registrations_week: counted(gte(c.day, weekFrom)),
      trained: counted(eq(c.status, 'completed')),
      contest_awaiting: contestReceived,
      cases_no_next_step: noNext,
      agro_new: agroApplied,
      // Per survey through (survey_id, created_at): a few surveys, each a short range.
      survey_responses_today: rows(
        db
          .select({ n: count() })
          .from(surveyResponses)
          .where(
            and(
              inArray(surveyResponses.surveyId, db.select({ id: surveys.id }).from(surveys)),
              gte(surveyResponses.createdAt, dayFrom),
            ),
          ),
      ),
    },
    review: {
      applications: counted(eq(c.status, 'applied')),
      contest: contestReceived,
      agro: agroApplied,
      consultations: noNext,
      requests: rows(
        db
          .select({ n: count() })
          .from(requests)
          .where(and(inArray(requests.kind, [...REQUEST_KINDS]), eq(requests.status, 'new'))),
      ),
      'property-leads': rows(db.select({ n: count() }).from(propertyLeads).where(eq(propertyLeads.status, 'new'))),
    },
    sync: {
      pushed_24h: rows(db.select({ n: count() }).from(syncClients).where(gte(syncClients.lastSeenAt, since24h))),
      rejected_24h: rows(
        db
          .select({ n: count() })
          .from(syncResults)
          .where(and(REJECTED, gte(syncResults.createdAt, since24h))),
      ),
      silent_staff_devices: rows(
        db.select({ n: count() }).from(users).innerJoin(syncClients, eq(syncClients.userId, users.id)).where(silent),
      ),
      oldest_silent: oldest?.at ? { last_seen_at: oldest.at.toISOString(), user_name: oldest.name } : null,
    },
  };
}
