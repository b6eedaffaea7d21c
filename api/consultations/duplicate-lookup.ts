/**
 * GET /api/consultations/duplicates: whether an IIN has an open case of a type, asked by an intake form
 * before it files a new one. The answer tells whether a person is in a bankruptcy or fraud case, so it
 * covers only the caller's reach (an admin every case; anyone else the cases of their own districts and,
 * for a lawyer, the cases assigned to them), and each account asks a bounded number of times an hour.
 */
import { and, eq, inArray, ne, or } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { ROLES } from '../../db/roles.ts';
import { consultations } from '../../db/schema.ts';
import type { UserRow } from '../context.ts';
import { TooManyAttempts } from '../lib/password-checks.ts';
import { FailureLimiter } from '../lib/rate-limit.ts';
import type { CaseType } from '../../contract/consultations.ts';
import { isAdmin } from './access.ts';

/** Far above the intakes one person files in an hour; a sweep through IINs stops here. */
export const DUPLICATE_LOOKUPS_PER_HOUR = 60;
/** Per database, as the routes are built once and every test makes its own app. */
const lookups = new WeakMap<Db, FailureLimiter>();

export function hasOpenDuplicate(db: Db, user: UserRow, iin: string, type: CaseType): boolean {
  let limiter = lookups.get(db);
  if (!limiter) lookups.set(db, (limiter = new FailureLimiter(DUPLICATE_LOOKUPS_PER_HOUR, 3600_000)));
  const wait = limiter.take(`user:${user.id}`, 1);
  if (wait) throw new TooManyAttempts(wait);
  const k = consultations;
  const reach = isAdmin(user)
    ? undefined
    : or(
        user.districtIds.length ? inArray(k.districtId, user.districtIds) : undefined,
        user.roleId === ROLES.lawyer ? eq(k.lawyerId, user.id) : undefined,
      );
  if (reach === undefined && !isAdmin(user)) return false;
  const found = db
    .select({ id: k.id })
    .from(k)
    .where(and(eq(k.iin, iin), eq(k.type, type), ne(k.status, 3), reach))
    .get();
  return found !== undefined;
}
