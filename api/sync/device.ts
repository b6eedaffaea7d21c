/**
 * Who owns a client id: the device that first registered or pushed it, proven by the secret it made
 * with the id. The server keeps only the secret's SHA-256 (the secret is 256 random bits, so a fast
 * hash is enough), and compares in constant time.
 */
import { createHash, timingSafeEqual } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { syncClients } from '../../db/schema.ts';

/** Thrown when a client id is presented with a secret that is not its owner's; nothing was changed. */
export class DeviceRefused extends Error {
  constructor() {
    super('device_refused');
  }
}

export const hashSecret = (secret: string) => createHash('sha256').update(secret).digest('hex');

function sameHash(a: string, b: string) {
  const x = Buffer.from(a, 'hex');
  const y = Buffer.from(b, 'hex');
  return x.length === y.length && timingSafeEqual(x, y);
}

export type ClientRow = typeof syncClients.$inferSelect;

export const clientRow = (db: Db | Tx, clientId: string): ClientRow | undefined =>
  db.select().from(syncClients).where(eq(syncClients.clientId, clientId)).get();

/**
 * Throws DeviceRefused unless `secret` is the owner's. A row without a hash (made before device
 * secrets existed) is claimed by the first secret presented, as a new id is.
 */
export function checkSecret(row: ClientRow | undefined, secret: string): void {
  if (row?.secretHash && !sameHash(row.secretHash, hashSecret(secret))) throw new DeviceRefused();
}

/**
 * Makes the device known (at sign-in), claiming the id for this secret if nobody holds it; inside
 * one immediate transaction so two first claims cannot both win.
 */
export function registerDevice(db: Db, clientId: string, secret: string, userId: number) {
  return db.transaction(
    (tx) => {
      const row = clientRow(tx, clientId);
      checkSecret(row, secret);
      const now = new Date();
      if (!row)
        tx.insert(syncClients)
          .values({ clientId, userId, secretHash: hashSecret(secret), lastMutationId: 0, lastSeenAt: now })
          .run();
      else
        tx.update(syncClients)
          .set({ userId, secretHash: hashSecret(secret), lastSeenAt: now })
          .where(eq(syncClients.clientId, clientId))
          .run();
      return { lastMutationId: row?.lastMutationId ?? 0 };
    },
    { behavior: 'immediate' },
  );
}
