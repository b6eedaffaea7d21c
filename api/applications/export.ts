/**
 * The filtered applications list as a CSV/XLSX table, read in pages by id (lib/id-pages.ts) so
 * 100,000 rows stream out without being held in memory. The ids come from the list's own query
 * (list-query.ts `listIds`, run in a read worker), so list and export are the same rows.
 */
import { eq, inArray } from 'drizzle-orm';
import { alias } from 'drizzle-orm/sqlite-core';
import type { Db } from '../../db/client.ts';
import { applications, kato, users } from '../../db/schema.ts';
import { idPages } from '../lib/id-pages.ts';
import type { Translate } from '../lib/i18n.ts';
import { displayKatoName } from '../reference/kato-names.ts';
import type { Cell, ExportTable } from '../lib/table-export.ts';
import { maskIin } from '../schemas/application-values.ts';
import { kzLocalTime } from '../schemas/kazakhstan-time.ts';
import type { Locale } from '../schemas/locale.ts';
import { registrar } from './list-query.ts';

const region = alias(kato, 'lesson_region');
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

export function applicationsTable(db: Db, ids: number[], t: Translate, locale: Locale) {
  const lang = locale === 'kk' || locale === 'ru' ? locale : 'en';
  const place = (kk: string | null, ru: string | null, en: string | null) => {
    const name = lang === 'kk' ? kk : lang === 'ru' ? ru : (en ?? ru);
    return name ? displayKatoName(name, lang) : '';
  };
  const load = (chunk: number[]) =>
    db
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
      .where(inArray(applications.id, chunk))
      .all();
  type Row = ReturnType<typeof load>[number];
  function row(r: Row): Cell[] {
    const { id, name, iin, phone, status, reason, language, flowId, registrar: reg, source } = r;
    const at = r.createdAt.getTime();
    return [
      id,
      name,
      maskIin(iin),
      phone,
      t(`application.status.${status}`),
      reason,
      language,
      place(r.regionKk, r.regionRu, r.regionEn),
      place(r.districtKk, r.districtRu, r.districtEn),
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
    rows: (function* () {
      for (const r of idPages(ids, load, (x) => x.id)) yield row(r);
    })(),
  };
  return table;
}
