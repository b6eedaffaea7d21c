/**
 * Upload quota per account (config.uploadQuota, by role): what an account holds is the declared size
 * of its finished and unfinished uploads, so a quota cannot be dodged by never finishing one. Checked
 * when an upload is created, before a byte is stored.
 */
import { and, eq, inArray, ne, sum } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { ROLES } from '../../db/roles.ts';
import { ROLE_SLUGS } from '../../contract/roles.ts';
import { files, users } from '../../db/schema.ts';
import type { Config } from '../config.ts';

/** True when an upload of `size` bytes (with id `id`) would take the owner past their role's quota. */
export function overQuota(db: Db, config: Config, ownerId: number, id: string, size: number): boolean {
  const owner = db.select({ roleId: users.roleId }).from(users).where(eq(users.id, ownerId)).get();
  const role = ROLE_SLUGS.find((r) => ROLES[r] === owner?.roleId);
  if (!role) return true;
  const held = db
    .select({ bytes: sum(files.size) })
    .from(files)
    .where(and(eq(files.ownerId, ownerId), inArray(files.status, ['uploading', 'complete']), ne(files.id, id)))
    .get();
  return Number(held?.bytes ?? 0) + size > config.uploadQuota[role];
}
