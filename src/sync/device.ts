/**
 * The device and the server knowing each other: the device registers its id and secret at sign-in
 * (so it is known before its first push), and a browser whose storage was cleared is told so. The
 * clearing is suspected when the database is new but localStorage still names another client id;
 * the suspicion is written down at once and kept until a signed-in request could ask the server,
 * so an offline first start after the clearing does not lose it.
 */
import type { LocalDb } from './db.ts';
import { deviceIdentity, getMeta, setMeta } from './meta.ts';
import { replaceIdentity } from './resend.ts';
import { request, type SyncDeps } from './transport.ts';
import { routeUrl } from './api-routes.ts';

/** Where the client id is remembered outside IndexedDB (localStorage), to notice that IndexedDB went. */
export interface RememberedId {
  get(): string | null;
  set(id: string): void;
}

export type ClearedCheck = 'clean' | 'pending' | 'cleared';

export async function checkCleared(db: LocalDb, deps: SyncDeps, remembered: RememberedId): Promise<ClearedCheck> {
  const installed = await getMeta<number>(db, 'installedAt');
  let suspect = await getMeta<string>(db, 'clearedCheck');
  const { clientId } = await deviceIdentity(db);
  const previous = remembered.get();
  if (!suspect && !installed && previous && previous !== clientId) {
    suspect = previous;
    await setMeta(db, 'clearedCheck', previous);
  }
  if (!suspect) {
    remembered.set(clientId);
    return 'clean';
  }
  if (!deps.getToken()) return 'pending'; // only a signed-in request may ask about a device
  const answer = await request(deps, 'GET', routeUrl('/sync/clients/:id', { param: { id: suspect } }));
  if (answer.status !== 200) return 'pending'; // offline, or the session ended: ask again later
  const { known, lastMutationId } = (answer.body as { data: { known: boolean; lastMutationId: number } }).data;
  await db.transaction('rw', db.meta, async () => {
    if (known) await setMeta(db, 'clearedNotice', { previousClientId: suspect, lastMutationId, at: deps.now() });
    await db.meta.delete('clearedCheck');
  });
  remembered.set(clientId);
  return known ? 'cleared' : 'clean';
}

/**
 * Makes this device known to the server for the signed-in user. An id another device owns is
 * replaced (nothing of ours is under it). Returns whether the server has it now.
 */
export async function registerDevice(db: LocalDb, deps: SyncDeps): Promise<boolean> {
  for (let attempt = 0; attempt < 2; attempt++) {
    const identity = await deviceIdentity(db);
    const answer = await request(deps, 'POST', routeUrl('/sync/devices'), identity);
    if (answer.status === 200) {
      await setMeta(db, 'deviceRegistered', true);
      return true;
    }
    if (answer.status !== 403) return false;
    await replaceIdentity(db);
  }
  return false;
}
