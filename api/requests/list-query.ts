/**
 * The requests inbox, one page at a time: newest first, filtered by kind and status, paged by cursor with
 * a capped count (lib/keyset-page.ts). Public forms add rows all the time; "Next" never shows one twice.
 */
import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { requests } from '../../db/schema.ts';
import { inWindow, keysetPage } from '../lib/keyset-page.ts';
import type { RequestListQuery, RequestRow } from '../../contract/requests.ts';

const r = requests;

export const requestWhere = (q: Pick<RequestListQuery, 'kind' | 'status'>): SQL | undefined =>
  and(q.kind ? eq(r.kind, q.kind) : undefined, q.status ? eq(r.status, q.status) : undefined);

export const requestJson = (row: typeof r.$inferSelect): RequestRow => ({
  id: row.id,
  kind: row.kind,
  payload: row.payload,
  locale: row.locale,
  status: row.status,
  created_at: row.createdAt.getTime(),
  handled_by: row.handledBy,
  handled_at: row.handledAt?.getTime() ?? null,
});

export function requestPage(db: Db, q: RequestListQuery) {
  const where = requestWhere(q);
  const { rows, meta } = keysetPage(db, q, {
    where,
    order: { column: r.createdAt, id: r.id, descending: true },
    read: (w) => inWindow(db.select().from(r).$dynamic(), w).all(),
    key: (row) => [row.createdAt, row.id],
    count: db
      .select({ one: sql`1` })
      .from(r)
      .where(where),
  });
  return { data: rows.map(requestJson), meta };
}
