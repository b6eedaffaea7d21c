/**
 * The filtered applications list as a CSV/XLSX table, read through a better-sqlite3 cursor so
 * 100,000 rows stream out without being held in memory. Same query as the list (list-query.ts).
 */
import Database from 'better-sqlite3';
import { eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/sqlite-core';
import type { Db } from '../../db/client.ts';
import { applications, kato, users } from '../../db/schema.ts';
import type { UserRow } from '../context.ts';
import { registerCasefold } from '../lib/casefold.ts';
import type { Translate } from '../lib/i18n.ts';
import { displayKatoName } from '../lib/kato-names.ts';
import type { Cell, ExportTable } from '../lib/table-export.ts';
import { maskIin } from '../schemas/application-values.ts';
import { kzLocalTime } from '../schemas/kazakhstan-time.ts';
import type { ApplicationFilters } from '../schemas/applications.ts';
import type { Locale } from '../schemas/locale.ts';
import { orderOf, registrar, whereOf } from './list-query.ts';

const region = alias(kato, 'lesson_region');
type Text = string | null;
/** One row of the query below, in select order (raw mode). */
type Raw = [
  number,
  string,
  Text,
  string,
  string,
  Text,
  Text,
  Text,
  Text,
  Text,
  Text,
  Text,
  Text,
  number | null,
  Text,
  string,
  number,
];
const district = alias(kato, 'lesson_district');

const COLUMNS = [
  'id',
  'name',
  'iin',
  'phone',
  'status',
  'status_reason',
  'language',
  'region',
  'district',
  'flow_id',
  'registered_by',
  'source',
  'created_at',
] as const;

export function applicationsTable(db: Db, user: UserRow, f: ApplicationFilters, t: Translate, locale: Locale) {
  const lang = locale === 'kk' || locale === 'ru' ? locale : 'en';
  const place = (kk: string | null, ru: string | null, en: string | null) => {
    const name = lang === 'kk' ? kk : lang === 'ru' ? ru : (en ?? ru);
    return name ? displayKatoName(name, lang) : '';
  };
  const query = db
    .select({
      id: applications.id,
      name: users.name,
      iin: users.iin,
      phone: users.phone,
      status: applications.status,
      reason: applications.statusReason,
      language: applications.language,
      regionKk: region.nameKk,
      regionRu: region.nameRu,
      regionEn: region.nameEn,
      districtKk: district.nameKk,
      districtRu: district.nameRu,
      districtEn: district.nameEn,
      flowId: applications.flowId,
      registrar: registrar.name,
      source: applications.source,
      createdAt: applications.createdAt,
    })
    .from(applications)
    .innerJoin(users, eq(users.id, applications.applicantId))
    .leftJoin(registrar, eq(registrar.id, applications.registeredBy))
    .leftJoin(region, eq(region.id, applications.lessonRegionId))
    .leftJoin(district, eq(district.id, applications.lessonDistrictId))
    .where(whereOf(db, user, f))
    .orderBy(...orderOf(f))
    .toSQL();
  function* rows(): Iterable<Cell[]> {
    // drizzle has no cursor, so the same SQL runs through better-sqlite3's iterate(), on a reader of its
    // own: an open cursor makes a connection refuse every other statement until the download ends.
    const reader = new Database(db.$client.name, { readonly: true });
    registerCasefold(reader);
    try {
      const cursor = reader
        .prepare(query.sql)
        .raw(true)
        .iterate(...(query.params as unknown[]));
      for (const r of cursor as Iterable<unknown[]>) yield row(r);
    } finally {
      reader.close();
    }
  }
  function row(r: unknown[]): Cell[] {
    const [id, name, iin, phone, status, reason, language, rk, rr, re, dk, dr, de, flowId, reg, source, at] = r as Raw;
    return [
      id,
      name,
      maskIin(iin),
      phone,
      t(`application.status.${status}`),
      reason,
      language,
      place(rk, rr, re),
      place(dk, dr, de),
      flowId,
      reg,
      t(`applications.source.${source}`),
      // Local time of the offices (Kazakhstan, UTC+5), as people read it.
      kzLocalTime(at),
    ];
  }
  const table: ExportTable = {
    name: 'applications',
    head: COLUMNS.map((c) => t(`applications.col.${c}`)),
    rows: rows(),
  };
  return table;
}
