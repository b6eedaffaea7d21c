/**
 * Opens a case in "waiting", in the caller's transaction: from a lawyer's intake, the public
 * consultation request, or an admin sending a training applicant to consultation. The person is linked
 * to the applicant account of the same IIN when one exists; another open case of the same IIN and type
 * is named on the new one as a possible duplicate (a warning, not a refusal: a second debt may be real).
 */
import { and, eq, ne } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { ROLES } from '../../db/roles.ts';
import { consultationEvents, consultations, users } from '../../db/schema.ts';
import { audit } from '../lib/audit.ts';
import type { CaseType } from '../../contract/consultation-outcomes.ts';
import { todayInKazakhstan } from '../../contract/kazakhstan-time.ts';
import { nextServerVersion } from '../sync/versions.ts';
import { addDays } from './dates.ts';
import { REMINDER_CHAINS } from './rules.ts';

export interface NewCase {
  uuid: string;
  iin: string | null;
  name: string;
  phone: string | null;
  type: CaseType;
  title: string;
  problem: string;
  regionId: number | null;
  districtId: number | null;
  source: 'intake' | 'request' | 'application';
  requestId?: number;
  lawyerId: number | null;
  by: number | null;
  at: Date;
  ip?: string;
}

/** The open case of this IIN and type, if any. */
export function openDuplicate(tx: Tx | Db, iin: string, type: CaseType) {
  return tx
    .select({ id: consultations.id })
    .from(consultations)
    .where(and(eq(consultations.iin, iin), eq(consultations.type, type), ne(consultations.status, 3)))
    .get();
}

export function createCase(tx: Tx, c: NewCase) {
  // A public request has no IIN: its phone finds the account (the phone the person signs in with).
  const applicant = tx
    .select({ id: users.id, iin: users.iin })
    .from(users)
    .where(and(eq(users.roleId, ROLES.applicant), c.iin ? eq(users.iin, c.iin) : eq(users.phone, c.phone ?? '-')))
    .get();
  const iin = c.iin ?? applicant?.iin ?? '';
  const duplicate = iin ? openDuplicate(tx, iin, c.type) : undefined;
  const first = REMINDER_CHAINS[c.type].start;
  const row = tx
    .insert(consultations)
    .values({
      uuid: c.uuid,
      iin,
      name: c.name,
      phone: c.phone,
      applicantId: applicant?.id ?? null,
      type: c.type,
      title: c.title,
      problem: c.problem,
      regionId: c.regionId,
      districtId: c.districtId,
      lawyerId: c.lawyerId,
      source: c.source,
      requestId: c.requestId ?? null,
      duplicateOf: duplicate?.id ?? null,
      remindAt: first === undefined ? null : addDays(todayInKazakhstan(c.at), first),
      createdBy: c.by,
      createdAt: c.at,
      // A lawyer taking in a walk-in is already talking to the person: the response clock stops at once.
      firstContactAt: c.lawyerId !== null && c.lawyerId === c.by ? c.at : null,
      serverVersion: nextServerVersion(tx),
    })
    .returning()
    .get();
  tx.insert(consultationEvents)
    .values({
      consultationId: row.id,
      kind: 'created',
      userId: c.by,
      at: c.at,
      after: { source: c.source, type: c.type, status: 1, duplicate_of: row.duplicateOf },
    })
    .run();
  audit(tx, {
    action: 'cases.create',
    userId: c.by,
    subjectType: 'consultation',
    subjectId: row.id,
    changedUserId: row.applicantId,
    after: { source: c.source, type: c.type, lawyer_id: c.lawyerId, duplicate_of: row.duplicateOf },
    ip: c.ip,
  });
  return row;
}
