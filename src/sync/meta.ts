/** Small values the engine keeps per device: its identity, the next mutation id, the pull cursor. */
import type { LocalDb } from '../lib/db.ts';

export async function getMeta<T>(db: LocalDb, key: string): Promise<T | undefined> {
  return (await db.meta.get(key))?.value as T | undefined;
}

export const setMeta = (db: LocalDb, key: string, value: unknown) => db.meta.put({ key, value });

/** The device's id and the secret that proves it owns the id (the server keeps only its hash). */
export interface DeviceIdentity {
  clientId: string;
  clientSecret: string;
}

const newSecret = () =>
  Array.from(crypto.getRandomValues(new Uint8Array(32)), (b) => b.toString(16).padStart(2, '0')).join('');

/** This device's id and secret, created together on first use (a device from before secrets gets one now). */
export async function deviceIdentity(db: LocalDb): Promise<DeviceIdentity> {
  return db.transaction('rw', db.meta, async () => {
    let id = await getMeta<string>(db, 'clientId');
    let secret = await getMeta<string>(db, 'clientSecret');
    if (!id) {
      id = crypto.randomUUID();
      await setMeta(db, 'clientId', id);
      await setMeta(db, 'installedAt', Date.now());
    }
    if (!secret) {
      secret = newSecret();
      await setMeta(db, 'clientSecret', secret);
    }
    return { clientId: id, clientSecret: secret };
  });
}

/** This device's id, created on first use. */
export const clientId = async (db: LocalDb) => (await deviceIdentity(db)).clientId;

/**
 * The server says another device owns our id (it was taken before we first pushed): take a new id
 * and secret. The server holds nothing of ours under the old id, so what waits is numbered from 1.
 */
export async function replaceIdentity(db: LocalDb): Promise<void> {
  await db.transaction('rw', [db.meta, db.outbox, db.drafts], async () => {
    await setMeta(db, 'clientId', crypto.randomUUID());
    await setMeta(db, 'clientSecret', newSecret());
    await db.meta.delete('deviceRegistered');
    const rows = (await db.outbox.toArray()).sort((a, b) => a.mutationId - b.mutationId);
    await db.outbox.clear();
    let next = 1;
    for (const { seq: _seq, ...row } of rows) {
      const status = row.status === 'inflight' ? 'pending' : row.status;
      await db.outbox.add({ ...row, mutationId: next, status });
      if (row.draftId) await db.drafts.update(row.draftId, { mutationId: next });
      next++;
    }
    await setMeta(db, 'nextMutationId', next);
  });
}
