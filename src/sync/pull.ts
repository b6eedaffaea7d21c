/**
 * Brings down what the server changed for this user since the last cursor (statuses, flows, rosters), and
 * with it where this device's sent records stand (keep.ts). `again`: the server was restored and records it
 * lost are back in the queue, to be sent in the same flush.
 */
import type { PullAnswer } from '../../contract/sync.ts';
import type { LocalDb } from './db.ts';
import { classify, type Outcome } from './backoff.ts';
import { learnMarks } from './keep.ts';
import { clientId, getMeta, setMeta } from './meta.ts';
import { request, type SyncDeps } from './transport.ts';
import { routeUrl } from './api-routes.ts';

const MAX_PAGES = 20;

export async function pullChanges(db: LocalDb, deps: SyncDeps): Promise<Outcome | 'again'> {
  if (!deps.getToken()) return 'ok';
  let again = 0;
  const id = await clientId(db);
  for (let page = 0; page < MAX_PAGES; page++) {
    const cursor = (await getMeta<number>(db, 'pullCursor')) ?? 0;
    const answer = await request(deps, 'GET', routeUrl('/sync/pull', { query: { cursor, clientId: id } }));
    const outcome = classify(answer.status);
    if (outcome !== 'ok') return outcome;
    const { data } = answer.body as PullAnswer;
    await db.transaction('rw', [db.pulled, db.meta], async () => {
      for (const c of data.changes) {
        const key: [string, string] = [c.type, String(c.id)];
        if (c.deleted) await db.pulled.delete(key);
        else await db.pulled.put({ type: c.type, id: String(c.id), version: c.version, data: c.data });
      }
      await setMeta(db, 'pullCursor', data.cursor);
    });
    if (data.marks) again += await learnMarks(db, data.marks);
    if (!data.hasMore) break;
  }
  return again ? 'again' : 'ok';
}
