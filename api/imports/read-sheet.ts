/**
 * Reads an uploaded XLSX or CSV for the import, guarded so that no file can take the server down: the
 * archive is checked first (lib/zip-guard.ts: entries, unpacked size, worksheet count, sizes that lie),
 * then the rows are streamed in a worker thread with a heap ceiling and a time ceiling. Whatever goes
 * wrong ends as a SheetUnreadable with the catalog id the import report shows.
 */
import { runWorker, WorkerFailed } from '../lib/worker-run.ts';
import { zipProblem, type ZipLimits, type ZipProblem } from '../lib/zip-guard.ts';
import type { SheetAnswer, SheetRequest } from './sheet-worker.ts';
import { SheetUnreadable, type SheetRow, type SheetTable } from './sheet-rows.ts';
import { log } from '../lib/logger.ts';

export { SheetUnreadable, type SheetRow, type SheetTable };

const MB = 1024 * 1024;

/** A filled 5,000-row template unpacks to about 5 MB; these leave room and nothing more. */
export const IMPORT_ZIP_LIMITS: ZipLimits = {
  maxEntries: 100,
  maxTotalBytes: 50 * MB,
  countPattern: /^xl\/worksheets\/[^/]+\.xml$/,
  maxCounted: 10,
};
export const IMPORT_WORKER_LIMITS = { heapMb: 256, timeoutMs: 120_000 };

const ZIP_FAILURES: Record<ZipProblem, string> = {
  not_zip: 'imports.failure.unreadable',
  too_many_entries: 'imports.failure.too_large',
  too_large: 'imports.failure.too_large',
  too_many_parts: 'imports.failure.too_many_sheets',
};

/** The catalog id why this archive is not opened, or null: also used to refuse an upload at once. */
export async function sheetFileProblem(file: string): Promise<string | null> {
  const problem = await zipProblem(file, IMPORT_ZIP_LIMITS);
  return problem && ZIP_FAILURES[problem];
}

/** The whole table, or with `limit` the header and that many rows. A CSV has no archive to measure. */
export async function readSheet(file: string, format: 'xlsx' | 'csv' = 'xlsx', limit?: number): Promise<SheetTable> {
  if (format === 'xlsx') {
    const problem = await sheetFileProblem(file);
    if (problem) throw new SheetUnreadable(problem);
  }
  let answer: SheetAnswer;
  try {
    const request: SheetRequest = { file, format, ...(limit !== undefined ? { limit } : {}) };
    answer = await runWorker<SheetAnswer>(new URL('./sheet-worker.ts', import.meta.url), request, IMPORT_WORKER_LIMITS);
  } catch (e) {
    if (!(e instanceof WorkerFailed)) throw e;
    log.error({ reason: e.reason }, 'import worker failed');
    throw new SheetUnreadable(e.reason === 'crashed' ? 'imports.failure.unreadable' : 'imports.failure.too_large');
  }
  if (!answer.ok) throw new SheetUnreadable(answer.messageId);
  return answer.table;
}
