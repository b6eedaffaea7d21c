/**
 * The first start on an empty database creates the admin. Without ADMIN_PASSWORD a strong random
 * password is generated and shown once: a fixed default would be the same on every install.
 */
import { eq } from 'drizzle-orm';
import { randomBytes } from 'node:crypto';
import type { Db } from '../db/client.ts';
import { users } from '../db/schema.ts';
import { ROLES } from '../db/roles.ts';
import type { Config } from './config.ts';
import { audit } from './lib/audit.ts';
import { hashPassword } from './lib/password.ts';
import { normalizePhone } from '../contract/fields.ts';

export interface AdminBootstrap {
  phone: string;
  /** Set only when the password was generated here and must be shown to the operator. */
  generatedPassword?: string;
  created: boolean;
}

export async function ensureAdmin(
  db: Db,
  config: Pick<Config, 'adminPhone' | 'adminPassword'>,
): Promise<AdminBootstrap> {
  const existing = db.select().from(users).where(eq(users.roleId, ROLES.admin)).get();
  if (existing) return { phone: existing.phone, created: false };
  const phone = normalizePhone(config.adminPhone ?? '77000000001');
  const generated = config.adminPassword ? undefined : randomBytes(15).toString('base64url');
  const passwordHash = await hashPassword(config.adminPassword ?? generated!);
  const admin = db
    .insert(users)
    .values({ name: 'Administrator', phone, passwordHash, roleId: ROLES.admin })
    .returning()
    .get();
  audit(db, {
    action: 'user.create',
    userId: null,
    subjectType: 'user',
    subjectId: admin.id,
    changedUserId: admin.id,
    after: { phone, role_id: ROLES.admin },
  });
  return { phone, created: true, ...(generated ? { generatedPassword: generated } : {}) };
}
