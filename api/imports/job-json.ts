/** An import job as the API answers it: snake_case, the seed's numeric status key, errors translated. */
import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { importJobErrors, importJobRows, type importJobs } from '../../db/schema.ts';
import type { Translate } from '../lib/i18n.ts';
import { katoEntry } from '../reference/kato-check.ts';
import { katoName } from '../reference/kato-names.ts';
import type { Locale } from '../../contract/locale.ts';
import { maskIin } from '../../contract/application-values.ts';
import {
  IMPORT_SAMPLE_CELL_CHARS,
  IMPORT_SAMPLE_ROWS,
  IMPORT_STATUS_KEYS,
  type ImportJob,
  type ImportJobDetail,
  type ImportKatoQuestion,
  type ImportRowError,
} from '../../contract/imports.ts';
import { headerIssues, proposeMapping } from './header-map.ts';
import { planKey } from './run-job.ts';
import { importTarget } from './targets/index.ts';

type Row = typeof importJobs.$inferSelect;
const iso = (d: Date | null) => (d ? d.toISOString() : null);

/**
 * The mapping step's sample as kept with the job and answered on its page: a few rows of short cells, so
 * the page stays small whatever the file holds (jobs stored before the bound are cut when read).
 */
export const boundedSample = (rows: string[][]) =>
  rows.slice(0, IMPORT_SAMPLE_ROWS).map((cells) => cells.map((cell) => cell.slice(0, IMPORT_SAMPLE_CELL_CHARS)));

export const jobJson = (j: Row, creatorName: string | null): ImportJob => ({
  id: j.id,
  target: j.target,
  status: j.status,
  status_id: IMPORT_STATUS_KEYS[j.status],
  mode: j.mode,
  format: j.format,
  file_name: j.fileName,
  source_name: j.sourceName,
  strategy: j.strategy,
  total_rows: j.totalRows,
  imported_rows: j.importedRows,
  created_rows: j.createdRows,
  updated_rows: j.updatedRows,
  duplicate_rows: j.duplicateRows,
  error_rows: j.errorRows,
  ready: j.status === 'checked' && j.checkedPlan === planKey(j),
  failure: j.failure,
  created_by: j.createdBy,
  created_by_name: creatorName,
  created_at: j.createdAt.toISOString(),
  started_at: iso(j.startedAt),
  finished_at: iso(j.finishedAt),
  undone_at: iso(j.undoneAt),
});

/**
 * Row errors the job's page lists: every row of a full file failing every field would be 100,000 of them;
 * the page shows the first ones and the error workbook carries all (routes.ts reads them uncapped).
 */
export const PAGE_ERRORS = 5000;

export function jobErrors(db: Db, jobId: number, t: Translate, limit = -1): ImportRowError[] {
  return db
    .select()
    .from(importJobErrors)
    .where(eq(importJobErrors.jobId, jobId))
    .orderBy(asc(importJobErrors.row), asc(importJobErrors.id))
    .limit(limit)
    .all()
    .map((e) => ({ row: e.row, field: e.field, message_id: e.message, message: t(e.message) }));
}

export function jobDetail(db: Db, j: Row, creatorName: string | null, t: Translate, locale: Locale): ImportJobDetail {
  const headers = j.headers ?? [];
  const target = importTarget(j.target);
  const mapping = j.mapping ?? proposeMapping(target, headers);
  const rows = db
    .select()
    .from(importJobRows)
    .where(eq(importJobRows.jobId, j.id))
    .orderBy(asc(importJobRows.row))
    .all();
  const kato = new Map<string, ImportKatoQuestion>();
  for (const r of rows)
    for (const q of r.kato ?? [])
      if (!kato.has(q.key))
        kato.set(q.key, {
          ...q,
          picked: j.katoPicks[q.key] ?? null,
          options: q.options.map((o) => {
            const parent = katoEntry(db, o.id)?.parent ?? null;
            return {
              ...o,
              name: katoName(o.id, locale) ?? o.name_ru,
              parent: parent === null ? null : (katoName(parent, locale) ?? o.parent_ru),
            };
          }),
        });
  return {
    ...jobJson(j, creatorName),
    headers,
    sample: boundedSample(j.sample ?? []),
    mapping,
    issues: headers.length ? headerIssues(target, headers, mapping) : [],
    errors: jobErrors(db, j.id, t, PAGE_ERRORS),
    rows: rows.map((r) => ({ row: r.row, outcome: r.outcome, name: r.name, iin: maskIin(r.iin) })),
    kato: [...kato.values()],
  };
}
