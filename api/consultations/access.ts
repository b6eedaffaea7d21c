/**
 * Who may see and work a case (ADR 072): admins every case, a lawyer only the cases assigned to them —
 * unassigned cases wait for an admin's assignment, whatever their district. Another lawyer's case
 * answers as a missing one.
 */
import { eq, type SQL } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { ROLES } from '../../db/roles.ts';
import { consultationEvents, consultations } from '../../db/schema.ts';
import type { UserRow } from '../context.ts';
import { reject } from '../sync/registry.ts';

export type CaseRow = typeof consultations.$inferSelect;

export const isAdmin = (u: UserRow) => u.roleId === ROLES.admin;

/** The condition that keeps a query to this user's cases (undefined: all). */
export const visibleCases = (u: UserRow): SQL | undefined =>
  isAdmin(u) ? undefined : eq(consultations.lawyerId, u.roleId === ROLES.lawyer ? u.id : -1);

export const mayWork = (u: UserRow, c: CaseRow) => isAdmin(u) || (u.roleId === ROLES.lawyer && c.lawyerId === u.id);

export const caseByUuid = (tx: Tx | Db, uuid: string) =>
  tx.select().from(consultations).where(eq(consultations.uuid, uuid)).get();

/** A timeline entry a device made, by its UUID: sent twice, it is stored once. */
export const eventByUuid = (tx: Tx | Db, uuid: string) =>
  tx
    .select({ id: consultationEvents.id })
    .from(consultationEvents)
    .where(eq(consultationEvents.clientRecordId, uuid))
    .get();

/** The case a device's entry is for; a missing case and another lawyer's are refused alike, as missing. */
export function workableCase(tx: Tx, user: UserRow, uuid: string): CaseRow {
  const c = caseByUuid(tx, uuid);
  if (!c || !mayWork(user, c)) return reject('case_uuid', 'cases.errors.not_found');
  return c;
}
