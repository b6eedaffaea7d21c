/**
 * The filtered applications list as a CSV/XLSX table, read in pages by id (lib/id-pages.ts) so
 * 100,000 rows stream out without being held in memory. The ids come from the list's own query
 * (list-query.ts `listIds`, run in a read worker), so list and export are the same rows.
 */
import { eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { applications, users } from '../../db/schema.ts';
import { idPages } from '../lib/id-pages.ts';
import type { Translate } from '../lib/i18n.ts';
import { katoName } from '../reference/kato-names.ts';
import type { Cell, ExportTable } from '../lib/table-export.ts';
import { maskIin } from '../../contract/application-values.ts';
import { kzLocalTime } from '../../contract/kazakhstan-time.ts';
import type { Locale } from '../../contract/locale.ts';
import { registrar } from './list-query.ts';

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
  const place = (id: number | null) => (id === null ? '' : (katoName(id, locale) ?? ''));
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
        regionId: applications.lessonRegionId,
        districtId: applications.lessonDistrictId,
        flowId: applications.flowId,
        registrar: registrar.name,
        source: applications.source,
        createdAt: applications.createdAt,
      })
      .from(applications)
      .innerJoin(users, eq(users.id, applications.applicantId))
      .leftJoin(registrar, eq(registrar.id, applications.registeredBy))
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
      place(r.regionId),
      place(r.districtId),
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
