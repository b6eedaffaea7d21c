/**
 * The review list's one query: filters (status, nomination, year, region, search) and the joined columns,
 * used by the paged list and by the exports, so a download always holds exactly what the screen lists.
 */
import { and, desc, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { contestApplications as a, contestNominations, kato, users } from '../../db/schema.ts';
import type { ReviewEntry, ReviewFilter, ReviewListQuery } from '../../contract/contest-review.ts';
import { pickLocalized, type Locale } from '../../contract/locale.ts';
import { idPages } from '../lib/id-pages.ts';
import { SEARCH_COUNT_CAP } from '../lib/keyset.ts';
import { keysetPage } from '../lib/keyset-page.ts';
import { likeText } from '../lib/like.ts';
import { maskIin } from '../../contract/application-values.ts';
import { katoName } from '../reference/kato-names.ts';

/** The region an entry is from: the KATO code its form names, else (older product entries) the applicant's. */
const regionKey = sql<number | null>`coalesce(json_extract(${a.data}, '$.region_id'), ${users.regionId})`;
/** An akim entry from before the pickers, whose place is free text. */
const textPlace = sql`${a.form} = 'akim' AND json_extract(${a.data}, '$.region_id') IS NULL`;

export function reviewWhere(q: ReviewFilter): SQL | undefined {
  const where: (SQL | undefined)[] = [];
  if (q.status) where.push(eq(a.status, q.status));
  if (q.nomination_id) where.push(eq(a.nominationId, q.nomination_id));
  if (q.year) where.push(eq(a.year, q.year));
  if (q.q) where.push(or(likeText(users.name, q.q), likeText(users.iin, q.q, ''), likeText(users.phone, q.q)));
  if (q.region_id) {
    // Records sent before the KATO pickers name the akim's region as text: matched by the region's name.
    const named = sql`lower(trim(json_extract(${a.data}, '$.region'))) IN (
      SELECT lower(name_kk) FROM kato WHERE id = ${q.region_id}
      UNION SELECT lower(name_ru) FROM kato WHERE id = ${q.region_id}
      UNION SELECT lower(name_en) FROM kato WHERE id = ${q.region_id})`;
    where.push(or(eq(regionKey, q.region_id), and(textPlace, named)));
  }
  return and(...where);
}

/** The region as the entry typed it (older akim entries), else null: its KATO code names it then. */
const typedRegion = sql<string | null>`CASE WHEN ${textPlace} THEN json_extract(${a.data}, '$.region') END`;

const entryFields = {
  id: a.id,
  record_id: a.clientRecordId,
  applicant_id: a.applicantId,
  nomination_id: a.nominationId,
  nomination: contestNominations.title,
  year: a.year,
  form: a.form,
  status: a.status,
  status_reason: a.statusReason,
  submitted_at: a.submittedAt,
  received_at: a.receivedAt,
  file_ids: a.fileIds,
  full_name: users.name,
  iin: users.iin,
  phone: users.phone,
  region_text: typedRegion,
  region_id: kato.id,
};
function joined(db: Db, where: SQL | undefined) {
  return db
    .select(entryFields)
    .from(a)
    .innerJoin(users, eq(users.id, a.applicantId))
    .innerJoin(contestNominations, eq(contestNominations.id, a.nominationId))
    .leftJoin(kato, eq(kato.id, regionKey))
    .where(where);
}

type EntryRow = ReturnType<typeof joined>['_']['result'][number];

/** The list and the exports show a masked IIN (as the applications list does); only the detail shows it whole. */
const toEntry = ({ region_text, region_id, ...r }: EntryRow, locale: Locale, fullIin = false): ReviewEntry => ({
  ...r,
  region: region_text ?? (region_id === null ? null : (katoName(region_id, locale) ?? null)),
  iin: fullIin ? r.iin : maskIin(r.iin),
  nomination: pickLocalized(r.nomination, locale),
  submitted_at: r.submitted_at.toISOString(),
  received_at: r.received_at.toISOString(),
});

/**
 * One page of the review list, newest first, by cursor with a capped count (lib/keyset-page.ts), read in
 * a read worker. The count joins the applicant only when a filter reads them (search, region).
 */
export function reviewPage(db: Db, { q, locale }: { q: ReviewListQuery; locale: Locale }) {
  const where = reviewWhere(q);
  const counted = db
    .select({ one: sql`1` })
    .from(a)
    .$dynamic();
  const { rows, meta } = keysetPage(db, q, {
    where,
    order: { id: a.id, descending: true },
    read: (w) =>
      joined(db, w.where)
        .orderBy(...w.orderBy)
        .limit(w.limit)
        .offset(w.offset)
        .all(),
    key: (r) => [r.id, r.id],
    count: (q.q || q.region_id ? counted.innerJoin(users, eq(users.id, a.applicantId)) : counted).where(where),
    ...(q.q ? { cap: SEARCH_COUNT_CAP } : {}),
  });
  const { page, ...rest } = meta;
  return { data: rows.map((r) => toEntry(r, locale)), meta: { current_page: page, ...rest } };
}

/** One entry with the whole IIN: the caller audits that it was shown. */
export function reviewOne(db: Db, id: number, locale: Locale): ReviewEntry | undefined {
  const row = joined(db, eq(a.id, id)).get();
  return row && toEntry(row, locale, true);
}

/** Every filtered entry, newest first, for an export (read as lib/id-pages.ts says). */
export function* reviewCursor(db: Db, q: ReviewFilter, locale: Locale): Generator<ReviewEntry> {
  const ids = db
    .select({ id: a.id })
    .from(a)
    .innerJoin(users, eq(users.id, a.applicantId))
    .where(reviewWhere(q))
    .orderBy(desc(a.id))
    .all()
    .map((r) => r.id);
  const load = (chunk: number[]) =>
    // The server shut down (its database closed) while a download was still running: end it there.
    db.$client.open ? joined(db, and(reviewWhere(q), inArray(a.id, chunk))).all() : [];
  for (const row of idPages(ids, load, (r) => r.id)) yield toEntry(row, locale);
}
