/**
 * Lawyer statistics as far as data exists: the lawyer accounts. Consultations are not built yet, so
 * the answer says so (consultations_available: false) instead of showing invented zeros.
 */
import { and, eq, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema.ts';
import { ROLES } from '../../db/roles.ts';
import type { UserRow } from '../context.ts';
import type { LawyerStats } from '../schemas/reports.ts';

export function lawyerStats(db: Db, viewer: UserRow): LawyerStats {
  const where: SQL[] = [eq(users.roleId, ROLES.lawyer)];
  if (viewer.roleId === ROLES.lawyer) where.push(eq(users.id, viewer.id));
  const rows = db
    .select({ id: users.id, name: users.name, blockedAt: users.blockedAt, createdAt: users.createdAt })
    .from(users)
    .where(and(...where))
    .orderBy(users.name)
    .all()
    .map((u) => ({ lawyer_id: u.id, name: u.name, active: !u.blockedAt, since: u.createdAt.toISOString() }));
  return {
    rows,
    lawyers: rows.length,
    active: rows.filter((r) => r.active).length,
    consultations_available: false,
  };
}
