/** The import worker's entry (started by read-sheet.ts through lib/worker-run.ts): one file, one answer. */
import { parentPort, workerData } from 'node:worker_threads';
import { csvRows } from './csv-rows.ts';
import { sheetRows, SheetUnreadable, type SheetTable } from './sheet-rows.ts';

export type SheetAnswer = { ok: true; table: SheetTable } | { ok: false; messageId: string };
export interface SheetRequest {
  file: string;
  format: 'xlsx' | 'csv';
  /** Read only the header and this many rows (the mapping step's sample). */
  limit?: number;
}

const { file, format, limit } = (workerData as { input: SheetRequest }).input;
let answer: SheetAnswer;
try {
  answer = { ok: true, table: await (format === 'csv' ? csvRows(file, limit) : sheetRows(file, limit)) };
} catch (e) {
  if (!(e instanceof SheetUnreadable)) console.error('import sheet', e);
  answer = { ok: false, messageId: e instanceof SheetUnreadable ? e.messageId : 'imports.failure.unreadable' };
}
parentPort!.postMessage(answer);
