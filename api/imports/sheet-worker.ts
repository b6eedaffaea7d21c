/** The import worker's entry (started by read-sheet.ts through lib/worker-run.ts): one answer per file. */
import { parentPort } from 'node:worker_threads';
import type { WorkerJob } from '../lib/worker-run.ts';
import { csvRows } from './csv-rows.ts';
import { sheetRows, SheetUnreadable, type SheetTable } from './sheet-rows.ts';
import { log } from '../lib/logger.ts';

export type SheetAnswer = { ok: true; table: SheetTable } | { ok: false; messageId: string };
export interface SheetRequest {
  file: string;
  format: 'xlsx' | 'csv';
  /** Read only the header and this many rows (the mapping step's sample). */
  limit?: number;
}

async function read({ file, format, limit }: SheetRequest): Promise<SheetAnswer> {
  try {
    return { ok: true, table: await (format === 'csv' ? csvRows(file, limit) : sheetRows(file, limit)) };
  } catch (e) {
    if (!(e instanceof SheetUnreadable)) log.error({ err: e }, 'import sheet unreadable');
    return { ok: false, messageId: e instanceof SheetUnreadable ? e.messageId : 'imports.failure.unreadable' };
  }
}

parentPort!.on('message', ({ input }: WorkerJob<SheetRequest>) => {
  void read(input).then((answer) => parentPort!.postMessage(answer));
});
