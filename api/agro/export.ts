/**
 * The filtered agro list as a CSV/XLSX table (IIN masked, as on screen), read in pages by id
 * (lib/id-pages.ts) with the list's own filter (list-query.ts).
 */
import { inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { agroApplications } from '../../db/schema.ts';
import type { UserRow } from '../context.ts';
import { idPages } from '../lib/id-pages.ts';
import type { Translate } from '../lib/i18n.ts';
import type { Cell, ExportTable } from '../lib/table-export.ts';
import { maskIin } from '../../contract/application-values.ts';
import { agroLabel, type AgroFilters } from '../../contract/agro.ts';
import { kzLocalTime } from '../../contract/kazakhstan-time.ts';
import type { Locale } from '../../contract/locale.ts';
import { agroIds, coursesOf } from './list-query.ts';
import { katoNames } from '../reference/kato-names.ts';

const COLUMNS = [
  'id',
  'name',
  'iin',
  'phone',
  'region',
  'district',
  'village',
  'courses',
  'status',
  'status_reason',
  'coop_name',
  'created_at',
] as const;

export function agroTable(db: Db, user: UserRow, f: AgroFilters, t: Translate, locale: Locale): ExportTable {
  const ids = agroIds(db, user, f);
  const load = (chunk: number[]) => {
    const rows = db.select().from(agroApplications).where(inArray(agroApplications.id, chunk)).all();
    const courses = coursesOf(db, chunk);
    const places = katoNames(
      rows.flatMap((r) => [r.regionId, r.districtId]),
      locale,
    );
    return rows.map((r) => ({ r, courses: courses.get(r.id) ?? [], places }));
  };
  const row = ({ r, courses, places }: ReturnType<typeof load>[number]): Cell[] => [
    r.id,
    r.name,
    maskIin(r.iin),
    r.phone,
    places.get(r.regionId),
    places.get(r.districtId),
    r.village,
    courses.map((c) => t(agroLabel('courseName', c))).join('; '),
    t(agroLabel('status', r.status)),
    r.statusReason,
    r.coopName,
    kzLocalTime(r.createdAt.getTime()),
  ];
  return {
    name: 'agro-applications',
    head: COLUMNS.map((c) => t(`agro.col.${c}`)),
    rows: (function* () {
      for (const x of idPages(ids, load, (y) => y.r.id)) yield row(x);
    })(),
  };
}
