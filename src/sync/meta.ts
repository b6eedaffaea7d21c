/** Small values the engine keeps per device: its client id, the next mutation id, the pull cursor. */
import type { LocalDb } from '../lib/db.ts';

export async function getMeta<T>(db: LocalDb, key: string): Promise<T | undefined> {
  return (await db.meta.get(key))?.value as T | undefined;
}

export const setMeta = (db: LocalDb, key: string, value: unknown) => db.meta.put({ key, value });

/** This device's id, created on first use. */
export async function clientId(db: LocalDb): Promise<string> {
  return db.transaction('rw', db.meta, async () => {
    const existing = await getMeta<string>(db, 'clientId');
    if (existing) return existing;
    const id = crypto.randomUUID();
    await setMeta(db, 'clientId', id);
    await setMeta(db, 'installedAt', Date.now());
    return id;
  });
}
