/** How the admin area sees a user, and the checks a user payload needs beyond its schema. */
import { and, eq, ne, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema.ts';
import type { UserRow } from '../context.ts';
import type { FieldErrors } from '../../contract/errors.ts';
import type { AdminUser, UserPayload } from '../../contract/users.ts';
import { publicUser } from '../auth/public-user.ts';
import { katoEntry, katoMismatch } from '../reference/kato-check.ts';

export const adminUser = (u: UserRow): AdminUser => ({
  ...publicUser(u),
  blocked_at: u.blockedAt?.toISOString() ?? null,
  created_at: u.createdAt.toISOString(),
  updated_at: u.updatedAt?.toISOString() ?? null,
});

/** The payload's fields as table columns. */
export const userColumns = (p: Omit<UserPayload, 'password'>) => ({
  name: p.name,
  email: p.email,
  phone: p.phone,
  phone2: p.phone_2,
  iin: p.iin,
  roleId: p.role_id,
  regionId: p.region_id,
  districtId: p.district_id,
  districtIds: p.district_ids,
  locality: p.locality,
});

/** The seed's "not a unique phone" / "not a unique IIN", checked before writing. */
export function uniquenessErrors(db: Db, p: Pick<UserPayload, 'phone' | 'iin'>, exceptId?: number): FieldErrors {
  const notSelf = (cond: SQL) => (exceptId === undefined ? cond : and(cond, ne(users.id, exceptId)));
  const errors: FieldErrors = {};
  if (
    db
      .select({ id: users.id })
      .from(users)
      .where(notSelf(eq(users.phone, p.phone)))
      .get()
  )
    errors.phone = ['validation.phone.taken'];
  if (
    p.iin &&
    db
      .select({ id: users.id })
      .from(users)
      .where(notSelf(eq(users.iin, p.iin)))
      .get()
  )
    errors.iin = ['validation.iin.taken'];
  return errors;
}

/** Region, district and districts must exist in KATO, and the district must lie in the region. */
export function katoErrors(db: Db, p: Pick<UserPayload, 'region_id' | 'district_id' | 'district_ids'>): FieldErrors {
  const errors = katoMismatch(db, [['district_id', p.district_id, p.region_id]], 'validation.district.mismatch');
  if (p.region_id !== null && katoEntry(db, p.region_id)?.level !== 1) errors.region_id = ['validation.invalid'];
  if (p.district_ids.some((id) => katoEntry(db, id)?.level !== 2)) errors.district_ids = ['validation.invalid'];
  return errors;
}

/** Only the fields that changed, as before/after maps for the user-action log. */
export function changes(before: Record<string, unknown>, after: Record<string, unknown>) {
  const b: Record<string, unknown> = {};
  const a: Record<string, unknown> = {};
  for (const key of Object.keys(after)) {
    if (JSON.stringify(before[key]) === JSON.stringify(after[key])) continue;
    b[key] = before[key] ?? null;
    a[key] = after[key] ?? null;
  }
  return { before: b, after: a };
}
