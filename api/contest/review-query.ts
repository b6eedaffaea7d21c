/**
 * The review list's one query: filters (status, nomination, year, region, search) and the joined columns,
 * used by the paged list and by the exports, so a download always holds exactly what the screen lists.
 */
import { and, count, desc, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { contestApplications as a, contestNominations, kato, users } from '../../db/schema.ts';
import type { ReviewEntry, ReviewFilter } from '../schemas/contest-review.ts';
import { pickLocalized, type Locale } from '../schemas/locale.ts';
import { idPages } from '../lib/id-pages.ts';
import { likeText } from '../lib/like.ts';
import { maskIin } from '../schemas/application-values.ts';
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
function joined(db: Db, fields: typeof entryFields, q: ReviewFilter, extra?: SQL) {
  return db
    .select(fields)
    .from(a)
    .innerJoin(users, eq(users.id, a.applicantId))
    .innerJoin(contestNominations, eq(contestNominations.id, a.nominationId))
    .leftJoin(kato, eq(kato.id, regionKey))
    .where(and(reviewWhere(q), extra));
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

export function reviewPage(db: Db, q: ReviewFilter & { page: number; per_page: number }, locale: Locale) {
  const total = db
    .select({ n: count() })
    .from(a)
    .innerJoin(users, eq(users.id, a.applicantId))
    .where(reviewWhere(q))
    .get()!.n;
  const rows = joined(db, entryFields, q)
    .orderBy(desc(a.id))
    .limit(q.per_page)
    .offset((q.page - 1) * q.per_page)
    .all();
  return { rows: rows.map((r) => toEntry(r, locale)), total };
}

/** One entry with the whole IIN: the caller audits that it was shown. */
export function reviewOne(db: Db, id: number, locale: Locale): ReviewEntry | undefined {
  const row = joined(db, entryFields, {}, eq(a.id, id)).get();
  return row && toEntry(row, locale, true);
}

/** Every filtered entry, newest first, for an export (read as lib/id-pages.ts says). */
export function* reviewCursor(db: Db, q: ReviewFilter, locale: Locale): Generator<ReviewEntry> {
  const fields = entryFields;
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
    db.$client.open ? joined(db, fields, q, inArray(a.id, chunk)).all() : [];
  for (const row of idPages(ids, load, (r) => r.id)) yield toEntry(row, locale);
}
