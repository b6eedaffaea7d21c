/** Brings down what the server changed for this user since the last cursor (statuses, flows, rosters). */
import type { PullAnswer } from '../../api/schemas/sync.ts';
import type { LocalDb } from '../lib/db.ts';
import { classify, type Outcome } from './backoff.ts';
import { getMeta, setMeta } from './meta.ts';
import { request, type SyncDeps } from './transport.ts';

const MAX_PAGES = 20;

export async function pullChanges(db: LocalDb, deps: SyncDeps): Promise<Outcome> {
  if (!deps.getToken()) return 'ok';
  for (let page = 0; page < MAX_PAGES; page++) {
    const cursor = (await getMeta<number>(db, 'pullCursor')) ?? 0;
    const answer = await request(deps, 'GET', `/api/sync/pull?cursor=${cursor}`);
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
    if (!data.hasMore) return 'ok';
  }
  return 'ok';
}
