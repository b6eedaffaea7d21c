/** An import job as the API answers it: snake_case, the seed's numeric status key, errors translated. */
import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import type { importJobs } from '../../db/schema.ts';
import { importJobErrors } from '../../db/schema.ts';
import type { Translate } from '../lib/i18n.ts';
import { IMPORT_STATUS_KEYS, type ImportJob, type ImportRowError } from '../schemas/imports.ts';

type Row = typeof importJobs.$inferSelect;
const iso = (d: Date | null) => (d ? d.toISOString() : null);

export const jobJson = (j: Row, creatorName: string | null): ImportJob => ({
  id: j.id,
  status: j.status,
  status_id: IMPORT_STATUS_KEYS[j.status],
  file_name: j.fileName,
  total_rows: j.totalRows,
  imported_rows: j.importedRows,
  error_rows: j.errorRows,
  failure: j.failure,
  created_by: j.createdBy,
  created_by_name: creatorName,
  created_at: j.createdAt.toISOString(),
  started_at: iso(j.startedAt),
  finished_at: iso(j.finishedAt),
});

export function jobErrors(db: Db, jobId: number, t: Translate): ImportRowError[] {
  return db
    .select()
    .from(importJobErrors)
    .where(eq(importJobErrors.jobId, jobId))
    .orderBy(asc(importJobErrors.row), asc(importJobErrors.id))
    .all()
    .map((e) => ({ row: e.row, field: e.field, message_id: e.message, message: t(e.message) }));
}
