/**
 * FTS5 writes its pending terms to disk at every savepoint, and a push or an import runs each record in
 * one: each person it registered became an index segment of its own, merged over and over, a quarter of a
 * push's CPU (ADR 131). Inside `withPeopleSearchDeferred` the people inserted wait in a backlog (the
 * triggers of migration 0044) and are indexed in one statement at the end, in the same transaction: the
 * index is in step at every commit, as a search on a read connection sees it.
 */
import { sql } from 'drizzle-orm';
import type { Db, Tx } from './handle.ts';

/** Leaf pages of merge work per commit that indexed people: a 200-person group writes well under that. */
const MERGE_PAGES = 200;

/** Indexes everyone waiting and ends the deferral. Also run at start, for a deferral a bug left committed. */
export function indexDeferredPeople(db: Tx | Db) {
  // Driven by the backlog: joined, SQLite would scan every person and probe the backlog for each.
  const indexed = db.run(sql`INSERT INTO users_search(rowid, name, iin, phone, email)
             SELECT id, name, iin, phone, email FROM users WHERE id IN (SELECT id FROM people_search_backlog)`);
  // FTS5 merges its segments in bursts (every 64 leaf pages written, 64 per level at once): a commit now and
  // then took 20–40 ms more. Its automatic merging is off (migration 0044); here each commit that indexed
  // people merges a steady share instead, more than its own writes add, so the segments stay few. A push
  // without people (attendance marks, a contest form) leaves the merging to the next one that has some.
  if (indexed.changes) db.run(sql`INSERT INTO users_search(users_search, rank) VALUES ('merge', ${MERGE_PAGES})`);
  db.run(sql`DELETE FROM people_search_backlog`);
  db.run(sql`DELETE FROM people_search_deferred`);
}

/** Runs `fn` with the people it inserts indexed once, when it returns; meant for a whole transaction's work. */
export function withPeopleSearchDeferred<T>(tx: Tx, fn: () => T): T {
  tx.run(sql`INSERT OR IGNORE INTO people_search_deferred VALUES (1)`);
  const out = fn();
  indexDeferredPeople(tx);
  return out;
}
