/**
 * drizzle builds a statement's SQL from its column map on every call, and for the wide INSERTs of a
 * registration that was most of push ingest's CPU. A hot statement is built once per connection with
 * placeholders and reused. A transaction runs on its database's session, so one built on either
 * serves both.
 */
import { sql, type Placeholder } from 'drizzle-orm';
import type { Db } from './client.ts';

type Conn = Partial<Pick<Db, 'insert' | 'select' | 'update' | 'delete'>>;

export function preparedOnce<C extends Conn, Q>(build: (db: C) => Q): (db: C) => Q {
  const bySession = new WeakMap<object, Q>();
  return (db) => {
    const session = (db as unknown as { session: object }).session;
    let q = bySession.get(session);
    if (!q) bySession.set(session, (q = build(db)));
    return q;
  };
}

/** `{ col: sql.placeholder('col') }` for each column, to build a statement whose values come at run time. */
export const placeholders = <K extends string>(keys: readonly K[]) =>
  Object.fromEntries(keys.map((k) => [k, sql.placeholder(k)])) as Record<K, Placeholder<K>>;
