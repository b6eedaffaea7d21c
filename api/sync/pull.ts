import type { Db } from '../../db/client.ts';
import type { UserRow } from '../context.ts';
import type { PullChange } from '../../contract/sync.ts';
import type { PullSource } from './registry.ts';

/** Merges every source's changes after `cursor` in server_version order, one page at a time. */
export function pullChanges(db: Db, sources: PullSource[], user: UserRow, cursor: number, limit: number) {
  const all: PullChange[] = [];
  let more = false;
  for (const s of sources) {
    const rows = s.changes(db, user, cursor, limit + 1);
    if (rows.length > limit) more = true;
    for (const r of rows.slice(0, limit)) all.push({ type: s.type, ...r });
  }
  all.sort((a, b) => a.version - b.version);
  const page = all.slice(0, limit);
  const hasMore = more || all.length > limit;
  return { cursor: page.length ? page[page.length - 1]!.version : cursor, changes: page, hasMore };
}
