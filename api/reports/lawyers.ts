/**
 * Lawyer statistics: the lawyer accounts with the figures of the consultation cases assigned to each
 * (api/consultations/report.ts counts them). A lawyer sees their own row only.
 */
import { and, eq, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema.ts';
import { ROLES } from '../../db/roles.ts';
import { countsBy } from '../consultations/report.ts';
import type { UserRow } from '../context.ts';
import type { LawyerStats } from '../../contract/reports.ts';

export function lawyerStats(db: Db, viewer: UserRow): LawyerStats {
  const where: SQL[] = [eq(users.roleId, ROLES.lawyer)];
  const own = viewer.roleId === ROLES.lawyer;
  if (own) where.push(eq(users.id, viewer.id));
  const counts = new Map(countsBy(db, own ? viewer : null, 'lawyer').map((r) => [r.key as number | null, r]));
  const rows = db
    .select({ id: users.id, name: users.name, blockedAt: users.blockedAt, createdAt: users.createdAt })
    .from(users)
    .where(and(...where))
    .orderBy(users.name)
    .all()
    .map((u) => {
      const c = counts.get(u.id) ?? { cases: 0, finished: 0, approved: 0, denied: 0 };
      return {
        lawyer_id: u.id,
        name: u.name,
        active: !u.blockedAt,
        since: u.createdAt.toISOString(),
        cases: c.cases,
        open: c.cases - c.finished,
        finished: c.finished,
        approved: c.approved,
        denied: c.denied,
      };
    });
  return {
    rows,
    lawyers: rows.length,
    active: rows.filter((r) => r.active).length,
    unassigned: own ? 0 : (counts.get(null)?.cases ?? 0),
  };
}
