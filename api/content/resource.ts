/**
 * The one generic content resource: maps rows of any content table to the admin and public answers
 * and validated input back to column values, driven by the field descriptions in contract/content.ts.
 */
import { and, asc, count, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import type { Localized } from '../../db/schema.ts';
import { CONTENT_TYPES, isMediaField, type ContentType, type ContentTypeDef } from '../../contract/content-types.ts';
import type { ContentInput } from '../../contract/content.ts';
import { pickLocalized, type Locale } from '../../contract/locale.ts';
import { CONTENT_TABLES, column, columnKey, type ContentRow } from './tables.ts';
import { sanitizeLocalized } from '../lib/sanitize.ts';

export const mediaUrl = (id: unknown) => (typeof id === 'string' && id ? `/api/public/media/${id}` : null);
const iso = (d: unknown) => (d instanceof Date ? d.toISOString() : null);

export function resource(type: ContentType) {
  const def: ContentTypeDef = CONTENT_TYPES[type];
  const table = CONTENT_TABLES[type];
  const col = (key: string) => column(table, key)!;

  /** Every language of every field, for the admin form. */
  const toAdmin = (row: ContentRow) => ({
    id: row.id,
    ...Object.fromEntries(def.fields.map((f) => [f.name, row[columnKey(f.name)] ?? null])),
    published: row.published,
    sort: row.sort,
    published_at: iso(row.publishedAt),
    created_at: iso(row.createdAt),
    updated_at: iso(row.updatedAt),
  });

  /** One language (missing → ru), media ids as URLs. */
  const toPublic = (row: ContentRow, locale: Locale) => ({
    id: row.id,
    ...Object.fromEntries(
      def.fields.map((f) => {
        const v = row[columnKey(f.name)];
        if (f.kind === 'localized' || f.kind === 'rich') return [f.name, pickLocalized((v ?? {}) as Localized, locale)];
        if (isMediaField(f)) return [f.name, mediaUrl(v)];
        return [f.name, v ?? null];
      }),
    ),
    published_at: iso(row.publishedAt),
  });

  /** Column values for the fields present in the input; rich text is sanitised here, before storing. */
  function toValues(input: ContentInput) {
    const values: Record<string, unknown> = {};
    for (const f of def.fields) {
      if (!(f.name in input)) continue;
      const v = input[f.name];
      if (f.kind === 'rich') values[columnKey(f.name)] = sanitizeLocalized((v ?? {}) as Localized);
      else if (f.kind === 'localized')
        values[columnKey(f.name)] = Object.fromEntries(Object.entries((v ?? {}) as Localized).filter(([, s]) => s));
      else values[columnKey(f.name)] = v ?? null;
    }
    if (input.sort !== undefined) values.sort = input.sort;
    return values;
  }

  const order = () =>
    def.order === 'newest'
      ? [sql`coalesce(${col('publishedAt')}, ${col('createdAt')}) desc`, desc(col('id'))]
      : [asc(col('sort')), asc(col('id'))];

  function list(db: Db, opts: { page: number; perPage: number; where: (SQL | undefined)[] }) {
    const where = and(...opts.where);
    const rows = db
      .select()
      .from(table)
      .where(where)
      .orderBy(...order())
      .limit(opts.perPage)
      .offset((opts.page - 1) * opts.perPage)
      .all() as ContentRow[];
    const total = db.select({ n: count() }).from(table).where(where).get()?.n ?? 0;
    const meta = {
      page: opts.page,
      per_page: opts.perPage,
      total,
      last_page: Math.max(1, Math.ceil(total / opts.perPage)),
    };
    return { rows, meta };
  }

  const get = (db: Pick<Db, 'select'>, id: number) =>
    db
      .select()
      .from(table)
      .where(eq(col('id'), id))
      .get() as ContentRow | undefined;

  const search = (q: string | undefined) =>
    q ? sql`${col(columnKey(def.titleField))} like ${`%${q.replace(/[%_]/g, '')}%`}` : undefined;

  return { type, def, table, col, toAdmin, toPublic, toValues, list, get, search };
}

export type Resource = ReturnType<typeof resource>;
