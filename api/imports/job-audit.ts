/**
 * An import job as the user-action log keeps it: ids and counts, never the file's content (its headers,
 * sample or rows). A whole job row once carried a 45 MB cell into the log twice per upload (issue 34).
 */
import type { importJobs } from '../../db/schema.ts';

type Job = typeof importJobs.$inferSelect;

export const jobAuditSummary = (j: Job) => ({
  id: j.id,
  target: j.target,
  format: j.format,
  status: j.status,
  mode: j.mode,
  strategy: j.strategy,
  file_name: j.fileName,
  source_name: j.sourceName,
  columns: j.headers?.length ?? 0,
  total_rows: j.totalRows,
  created_rows: j.createdRows,
  updated_rows: j.updatedRows,
  duplicate_rows: j.duplicateRows,
  error_rows: j.errorRows,
  failure: j.failure,
});
