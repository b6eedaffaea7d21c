/** The import worker's entry (started by read-sheet.ts through lib/worker-run.ts): one file, one answer. */
import { parentPort, workerData } from 'node:worker_threads';
import { sheetRows, SheetUnreadable, type SheetRow } from './sheet-rows.ts';

export type SheetAnswer = { ok: true; rows: SheetRow[] } | { ok: false; messageId: string };

const { file } = (workerData as { input: { file: string } }).input;
let answer: SheetAnswer;
try {
  answer = { ok: true, rows: await sheetRows(file) };
} catch (e) {
  if (!(e instanceof SheetUnreadable)) console.error('import sheet', e);
  answer = { ok: false, messageId: e instanceof SheetUnreadable ? e.messageId : 'imports.failure.unreadable' };
}
parentPort!.postMessage(answer);
