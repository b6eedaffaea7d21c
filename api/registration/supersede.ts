/**
 * An IIN held by a self-registration never blocks the person at the district office (issue 34.6, ADR 133).
 * An SMS proves a phone, not an IIN: anyone with a phone could register a stranger's IIN online, and the
 * office then answered "IIN taken" for the person standing in front of it with their ID card. Now the
 * office's record is applied and the online one is superseded: its account lets go of the IIN (it keeps its
 * name, phone and password, so its phone stays spent), its application is kept as `superseded` — final,
 * counted nowhere — and the office application's history names what it replaced. A contest account (ADR 049)
 * that holds the IIN with no application lets go of it the same way: it keeps its phone, password and entries.
 */
import { and, eq, isNull } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { ROLES } from '../../db/roles.ts';
import { applicationStatusHistory, applications, users } from '../../db/schema.ts';
import type { Registration } from '../../contract/registration.ts';
import type { AuditEntry } from '../lib/audit.ts';
import { bumpFlow } from '../flows/status.ts';
import { Rejection } from '../sync/registry.ts';
import { nextServerVersion } from '../sync/versions.ts';
import { createApplicant, type NewApplicant } from './applicants.ts';

type User = typeof users.$inferSelect;
type Application = typeof applications.$inferSelect;

export interface HeldOnline {
  user: User;
  /** null for a contest account: an applicant account the public site made without a training application. */
  application: Application | null;
}

/**
 * The self-registration holding the form's IIN, when the office may supersede it: an applicant account
 * whose one application came from the public site and still waits (nobody has marked the person at a
 * lesson), or that has no application at all (a contest account). An account with one of this form's
 * phones is the person's own registration: that stays a duplicate ("IIN taken"), as between two office
 * records.
 */
export function heldOnline(tx: Tx, form: Pick<Registration, 'iin' | 'phone' | 'phone_2'>): HeldOnline | null {
  const user = tx.select().from(users).where(eq(users.iin, form.iin)).get();
  if (!user || user.roleId !== ROLES.applicant) return null;
  const phones = new Set([form.phone, form.phone_2].filter(Boolean));
  if (phones.has(user.phone) || (user.phone2 && phones.has(user.phone2))) return null;
  const apps = tx
    .select()
    .from(applications)
    .where(and(eq(applications.applicantId, user.id), isNull(applications.deletedAt)))
    .all();
  if (apps.length === 0) return { user, application: null };
  const [application] = apps;
  if (apps.length !== 1 || application?.source !== 'online' || application.status !== 'applied') return null;
  return { user, application };
}

/**
 * The office's `createApplicant`, which takes over an IIN a self-registration holds. The holder is looked
 * up only when the IIN was refused, so an ordinary registration still reads the users index once (ADR
 * 131). A refusal after the release rolls the caller's savepoint back, and the IIN with it.
 */
export function createOverOnline(tx: Tx, a: NewApplicant) {
  try {
    return { ...createApplicant(tx, a), held: null };
  } catch (e) {
    const held = e instanceof Rejection && e.errors.iin ? heldOnline(tx, a.form) : null;
    if (!held) throw e;
    releaseIin(tx, held);
    return { ...createApplicant(tx, a), held };
  }
}

/** What the office's history shows of the record it replaced. */
export const supersededJson = ({ user, application }: HeldOnline) => ({
  id: application?.id ?? null,
  applicant_id: user.id,
  name: user.name,
  phone: user.phone,
  source: application?.source ?? 'contest_account',
  district_id: user.districtId,
  lesson_district_id: application?.lessonDistrictId ?? null,
  created_at: (application ?? user).createdAt.toISOString(),
});

/** Frees the IIN for the office's record (the users table holds each IIN once): call before creating it. */
export function releaseIin(tx: Tx, held: HeldOnline) {
  tx.update(users).set({ iin: null, updatedAt: new Date() }).where(eq(users.id, held.user.id)).run();
}

/**
 * Marks the online application superseded by the office's application `byId`: out of any flow it had
 * joined (its seat is free again), a new version so the account's devices pull it, its status history and
 * the user-action log.
 */
export function markSuperseded(
  tx: Tx,
  held: HeldOnline,
  byId: number,
  userId: number | null,
  log: (entry: Omit<AuditEntry, 'userId' | 'ip'>) => void,
) {
  const { application: a, user } = held;
  if (!a) {
    log({
      action: 'registration.supersede',
      subjectType: 'user',
      subjectId: user.id,
      changedUserId: user.id,
      before: { iin: user.iin },
      after: { iin: null, superseded_by: byId },
    });
    return;
  }
  tx.update(applications)
    .set({
      status: 'superseded',
      statusReason: null,
      flowId: null,
      updatedAt: new Date(),
      serverVersion: nextServerVersion(tx),
    })
    .where(eq(applications.id, a.id))
    .run();
  tx.insert(applicationStatusHistory)
    .values({ applicationId: a.id, fromStatus: a.status, toStatus: 'superseded', reason: 'superseded', userId })
    .run();
  if (a.flowId) bumpFlow(tx, a.flowId);
  log({
    action: 'registration.supersede',
    subjectType: 'application',
    subjectId: a.id,
    changedUserId: user.id,
    before: { status: a.status, iin: user.iin, flow_id: a.flowId },
    after: { status: 'superseded', iin: null, superseded_by: byId },
  });
}
