/** Small values the engine keeps per device: its identity, the next mutation id, the pull cursor. */
import type { LocalDb } from './db.ts';

export async function getMeta<T>(db: LocalDb, key: string): Promise<T | undefined> {
  return (await db.meta.get(key))?.value as T | undefined;
}

export const setMeta = (db: LocalDb, key: string, value: unknown) => db.meta.put({ key, value });

/** The device's id and the secret that proves it owns the id (the server keeps only its hash). */
export interface DeviceIdentity {
  clientId: string;
  clientSecret: string;
}

export const newSecret = () =>
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
