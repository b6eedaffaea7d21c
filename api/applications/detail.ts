/**
 * One application as the review screen shows it: every field of the application, the applicant and
 * their profile, and its change history from the user-action log (plus its creation).
 */
import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { applicantProfiles, applications, userActions, users } from '../../db/schema.ts';
import { publicUser } from '../auth/public-user.ts';
import { maskIin, type ApplicationDetail, type ApplicationHistoryEntry } from '../../contract/application-values.ts';
import { profileBasics } from '../registration/applicants.ts';
import { listItem, registrar } from './list-query.ts';

const iso = (d: Date | null) => d?.toISOString() ?? null;

function profileJson(p: typeof applicantProfiles.$inferSelect | undefined) {
  if (!p) return null;
  return {
    ...profileBasics(p),
    large_family: p.largeFamily,
    family_members: p.familyMembers,
    has_loans: p.hasLoans,
    loans_count: p.loansCount,
    loans_amount: p.loansAmount,
    loans_month_payment: p.loansMonthPayment,
    loans_overdue: p.loansOverdue,
    family_income: p.familyIncome,
    education_goal: p.educationGoal,
    additional_info: p.additionalInfo,
    consented_at: iso(p.consentedAt),
  };
}

export function historyOf(db: Db, app: typeof applications.$inferSelect, registrarName: string | null) {
  const rows = db
    .select({ log: userActions, name: users.name })
    .from(userActions)
    .leftJoin(users, eq(users.id, userActions.userId))
    .where(and(eq(userActions.subjectType, 'application'), eq(userActions.subjectId, String(app.id))))
    .orderBy(asc(userActions.createdAt), asc(userActions.id))
    .all();
  const entries: ApplicationHistoryEntry[] = rows.map(({ log, name }) => ({
    id: log.id,
    action: log.action,
    user_id: log.userId,
    user_name: name,
    before: log.before ?? null,
    after: log.after ?? null,
    created_at: log.createdAt.toISOString(),
  }));
  // Not every way in (self-registration, import) logs a creation; the record's own stamps always exist.
  if (!entries.some((e) => e.before === null))
    entries.unshift({
      id: null,
      action: 'application.create',
      user_id: app.registeredBy,
      user_name: registrarName,
      before: null,
      after: { status: 'applied', source: app.source },
      created_at: app.createdAt.toISOString(),
    });
  return entries;
}

/** The application if it exists and is not deleted; `fullIin` for the roles allowed to read it. */
export function applicationDetail(db: Db, id: number, fullIin: boolean): ApplicationDetail | null {
  const row = db
    .select({ a: applications, applicant: users, registrarName: registrar.name })
    .from(applications)
    .innerJoin(users, eq(users.id, applications.applicantId))
    .leftJoin(registrar, eq(registrar.id, applications.registeredBy))
    .where(eq(applications.id, id))
    .get();
  if (!row || row.a.deletedAt) return null;
  const { a, applicant } = row;
  const profile = db.select().from(applicantProfiles).where(eq(applicantProfiles.userId, applicant.id)).get();
  const person = publicUser(applicant);
  return {
    ...listItem(
      { a, name: applicant.name, iin: applicant.iin, phone: applicant.phone, registrarName: row.registrarName },
      fullIin,
    ),
    client_record_id: a.clientRecordId,
    applicant_id: a.applicantId,
    responsible_id: a.responsibleId,
    submitted_at: iso(a.submittedAt),
    updated_at: iso(a.updatedAt),
    applicant: { ...person, iin: fullIin ? person.iin : maskIin(person.iin), created_at: iso(applicant.createdAt) },
    profile: profileJson(profile),
    history: historyOf(db, a, row.registrarName),
  };
}
