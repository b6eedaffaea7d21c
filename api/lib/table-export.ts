/**
 * Any admin list as a CSV or XLSX download, streamed row by row from an iterable (pages by id, see
 * id-pages.ts), so exporting 100,000 rows never holds them all in memory. XLSX goes through
 * exceljs's streaming WorkbookWriter (loaded on the first XLSX: most processes never need it); CSV
 * carries a BOM so Excel opens Cyrillic and Kazakh text right.
 */
import { PassThrough, Readable } from 'node:stream';
import { ReadableStream as WebStream } from 'node:stream/web';
import { formulaSafe } from './formula-guard.ts';

export type ExportFormat = 'csv' | 'xlsx';
export type Cell = string | number | null | undefined;

export interface ExportTable {
  /** Sheet name, and the download's file name without extension. */
  name: string;
  head: string[];
  rows: Iterable<Cell[]>;
}

const CONTENT_TYPE: Record<ExportFormat, string> = {
  csv: 'text/csv; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
};

export function csvField(v: Cell): string {
  const safe = v === null || v === undefined ? '' : String(formulaSafe(v));
  return /[",\n\r;]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/** Lines gathered into ~64 KB chunks: one write per line would cost more than the line itself. */
function* csvLines(table: ExportTable) {
  const line = (cells: Cell[]) => cells.map(csvField).join(',') + '\r\n';
  let chunk = '\uFEFF' + line(table.head);
  for (const row of table.rows) {
    chunk += line(row);
    if (chunk.length >= 32_768) {
      yield Buffer.from(chunk);
      chunk = '';
    }
  }
  if (chunk) yield Buffer.from(chunk);
}

function xlsxStream(table: ExportTable): Readable {
  const out = new PassThrough();
  void (async () => {
    try {
      const { default: ExcelJS } = await import('exceljs');
      const wb = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useStyles: false, useSharedStrings: false });
      // Excel refuses sheet names over 31 characters or with []:*?/\ in them.
      const ws = wb.addWorksheet(table.name.replace(/[[\]:*?/\\]/g, ' ').slice(0, 31));
      ws.addRow(table.head.map(formulaSafe)).commit();
      for (const row of table.rows) {
        ws.addRow(row.map((v) => formulaSafe(v ?? ''))).commit();
        // Let the socket drain: without this a large export piles up in the PassThrough's buffer.
        if (out.writableNeedDrain) await new Promise((r) => out.once('drain', r));
      }
      ws.commit();
      await wb.commit();
    } catch (e) {
      out.destroy(e as Error);
    }
  })();
  return out;
}

/** The file's bytes a chunk at a time, for a read worker to hand over as the download takes them. */
export const exportChunks = (
  table: ExportTable,
  format: ExportFormat,
): Iterable<Uint8Array> | AsyncIterable<Uint8Array> => (format === 'csv' ? csvLines(table) : xlsxStream(table));

/** The file's bytes as a Node stream, e.g. to put into a ZIP next to other files. */
export const exportStream = (table: ExportTable, format: ExportFormat): Readable =>
  format === 'csv' ? Readable.from(csvLines(table)) : xlsxStream(table);

/**
 * A chunk at a time as the socket takes them, and a turn of the event loop between chunks: without it
 * the whole export can run in one chain of microtasks while pushes and other requests wait.
 */
function pulled(chunks: AsyncIterator<Uint8Array>): WebStream<Uint8Array> {
  return new WebStream<Uint8Array>({
    async pull(controller) {
      const { value, done } = await chunks.next();
      if (done) return controller.close();
      controller.enqueue(value);
      await new Promise((resolve) => setImmediate(resolve));
    },
    async cancel() {
      await chunks.return?.();
    },
  });
}

/** The download as a web Response, ready to return from a Hono handler. */
export function exportResponse(table: ExportTable, format: ExportFormat): Response {
  return downloadResponse(exportStream(table, format)[Symbol.asyncIterator](), table.name, format);
}

/**
 * A download whose bytes come from elsewhere (an export a read worker writes), pulled as the socket takes
 * them; `gzipped` when the worker compressed them already (then nothing here compresses them again).
 */
export function downloadResponse(
  chunks: AsyncIterator<Uint8Array>,
  name: string,
  format: ExportFormat,
  gzipped = false,
): Response {
  const file = `${name}.${format}`;
  return new Response(pulled(chunks) as unknown as ReadableStream, {
    headers: {
      ...(gzipped ? { 'Content-Encoding': 'gzip', Vary: 'Accept-Encoding' } : {}),
      'Content-Type': CONTENT_TYPE[format],
      'Content-Disposition': `attachment; filename="export.${format}"; filename*=UTF-8''${encodeURIComponent(file)}`,
      'Cache-Control': 'no-store',
    },
  });
}
