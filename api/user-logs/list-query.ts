/** One page of the user-action log, newest first, with the filter's choice of actions. Runs in a read worker. */
import { and, eq, gte, lte, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/sqlite-core';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { userActions, users } from '../../db/schema.ts';
import { MAX_AUDIT_JSON, omittedSnapshot } from '../lib/audit.ts';
import { inWindow, keysetPage } from '../lib/keyset-page.ts';
import { userMatches } from '../lib/text-search.ts';
import type { userLogQuery, UserLogEntry } from '../../contract/user-logs.ts';

const actor = alias(users, 'actor');

/**
 * The page answers a bounded size whatever the log holds (issue 34 point 1): a snapshot over the log's own
 * write limit (rows written before it existed) is never read, only measured; and past about a megabyte of
 * snapshots on one page the rest show their size, while filtering to the entry shows it whole.
 */
const PAGE_SNAPSHOT_BYTES = 1024 * 1024;
const SMALL_SNAPSHOT = 4 * 1024;
const snapshot = (col: typeof userActions.before | typeof userActions.after) =>
  sql<Record<string, unknown> | null>`CASE WHEN octet_length(${col}) <= ${MAX_AUDIT_JSON} THEN ${col} END`.mapWith(col);
const bytes = (col: typeof userActions.before | typeof userActions.after) => sql<number | null>`octet_length(${col})`;
const changed = alias(users, 'changed');

/** A person named by id, phone digits or part of the name. */
function person(db: Db, table: typeof actor | typeof changed, text: string | undefined): SQL | undefined {
  if (!text) return undefined;
  if (!/^\d+$/.test(text)) return userMatches(db, table.id, text, ['name'], [table.name]);
  return or(eq(table.id, Number(text)), userMatches(db, table.id, text, ['name', 'phone'], [table.name, table.phone]));
}

export function userLogPage(db: Db, q: z.output<typeof userLogQuery>) {
  const where = and(
    q.action ? eq(userActions.action, q.action) : undefined,
    q.user_id ? eq(userActions.userId, q.user_id) : undefined,
    q.changed_user_id ? eq(userActions.changedUserId, q.changed_user_id) : undefined,
    q.subject_type ? eq(userActions.subjectType, q.subject_type) : undefined,
    q.subject_id ? eq(userActions.subjectId, q.subject_id) : undefined,
    person(db, actor, q.user),
    q.changed ? or(person(db, changed, q.changed), eq(userActions.subjectId, q.changed)) : undefined,
    q.date_from ? gte(userActions.createdAt, q.date_from) : undefined,
    q.date_to ? lte(userActions.createdAt, q.date_to) : undefined,
  );
  // The log only grows, newest first: "Next" continues below the last id seen (lib/keyset-page.ts).
  const { rows, meta } = keysetPage(db, q, {
    where,
    order: { id: userActions.id, descending: true },
    read: (w) =>
      inWindow(
        db
          .select({
            entry: {
              id: userActions.id,
              action: userActions.action,
              subjectType: userActions.subjectType,
              subjectId: userActions.subjectId,
              ip: userActions.ip,
              createdAt: userActions.createdAt,
              before: snapshot(userActions.before),
              after: snapshot(userActions.after),
              beforeBytes: bytes(userActions.before),
              afterBytes: bytes(userActions.after),
            },
            actor: { id: actor.id, name: actor.name, phone: actor.phone },
            changed: { id: changed.id, name: changed.name, phone: changed.phone },
          })
          .from(userActions)
          .leftJoin(actor, eq(actor.id, userActions.userId))
          .leftJoin(changed, eq(changed.id, userActions.changedUserId))
          .$dynamic(),
        w,
      ).all(),
    key: (r) => [r.entry.id, r.entry.id],
    count: db
      .select({ one: sql`1` })
      .from(userActions)
      .leftJoin(actor, eq(actor.id, userActions.userId))
      .leftJoin(changed, eq(changed.id, userActions.changedUserId))
      .where(where),
  });
  let budget = PAGE_SNAPSHOT_BYTES;
  /** The snapshot whole while the page's budget lasts (small ones always), else its size alone. */
  const shown = (v: Record<string, unknown> | null, size: number | null) => {
    if (size !== null && size > MAX_AUDIT_JSON) return omittedSnapshot(size);
    if (v === null || size === null) return null;
    if (size > SMALL_SNAPSHOT && (budget -= size) < 0) return omittedSnapshot(size);
    return v;
  };
  const data: UserLogEntry[] = rows.map(({ entry: e, actor: a, changed: ch }) => ({
    id: e.id,
    action: e.action,
    user: a,
    changed_user: ch,
    subject_type: e.subjectType,
    subject_id: e.subjectId,
    before: shown(e.before, e.beforeBytes),
    after: shown(e.after, e.afterBytes),
    ip: e.ip,
    created_at: e.createdAt.toISOString(),
  }));
  // Every action the log holds, so the filter offers the actions of features that land later too. The log
  // grows to millions of rows and holds a few dozen actions: hop from one to the next along the action
  // index instead of reading every row.
  const actions = db.$client
    .prepare(
      `WITH RECURSIVE a(x) AS (SELECT min(action) FROM user_actions
         UNION ALL SELECT (SELECT min(action) FROM user_actions WHERE action > x) FROM a WHERE x IS NOT NULL)
       SELECT x FROM a WHERE x IS NOT NULL`,
    )
    .pluck()
    .all() as string[];
  return { data, meta: { ...meta, actions } };
}
