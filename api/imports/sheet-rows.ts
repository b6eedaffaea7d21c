/**
 * Streams the first worksheet of an uploaded XLSX into a plain table of texts: row 1 is the header,
 * every later non-blank row its cells as strings (dates as YYYY-MM-DD). Which column is which field is
 * the officer's mapping, applied later (row-form.ts). Rows are read one at a time and counting stops at
 * a hard cap, so a sheet of a million rows costs no more than one just over the cap. Runs inside the
 * import worker (sheet-worker.ts).
 */
import type ExcelJS from 'exceljs';
import type { Readable } from 'node:stream';
import { formulaUnguarded } from '../lib/formula-guard.ts';
import { zipParts, type ZipParts } from '../lib/zip-parts.ts';
import { MAX_IMPORT_CELL_CHARS, MAX_IMPORT_COLUMNS, MAX_IMPORT_ROWS } from '../../contract/imports.ts';
import { HINT_MARK } from './template.ts';

export interface SheetRow {
  /** The file's own row number, as the person sees it in Excel. */
  row: number;
  cells: string[];
}
export interface SheetTable {
  headers: string[];
  rows: SheetRow[];
}

export class SheetUnreadable extends Error {
  readonly messageId: string;
  constructor(messageId: string) {
    super(messageId);
    this.messageId = messageId;
  }
}

/** Rows looked at, blank and hint rows included: formatted empty rows must not cost unbounded time. */
export const MAX_SCANNED_ROWS = MAX_IMPORT_ROWS * 4;

function cellText(v: ExcelJS.CellValue): string {
  if (v === null || v === undefined) return '';
  if (v instanceof Date) return v.toISOString().slice(0, 10);
  if (typeof v === 'object') {
    if ('richText' in v) return v.richText.map((p) => p.text).join('');
    if ('text' in v) return String(v.text);
    if ('result' in v) return cellText(v.result as ExcelJS.CellValue);
    return '';
  }
  return String(v).trim();
}

/**
 * Collects rows into a table with the shared rules of both formats: a header first, hint rows (# …)
 * and blank rows skipped, at most `limit` data rows kept (a sample) or MAX_IMPORT_ROWS allowed.
 */
export class TableCollector {
  headers: string[] | null = null;
  rows: SheetRow[] = [];
  private scanned = 0;
  constructor(private readonly limit?: number) {}

  /** False once a sample is complete: the reader may stop. */
  add(row: number, cells: string[]): boolean {
    if (++this.scanned > MAX_SCANNED_ROWS) throw new SheetUnreadable('imports.failure.too_many_rows');
    // A cell our own export guarded against formulas (the error workbook, sent back fixed) reads as written.
    const trimmed = cells.slice(0, MAX_IMPORT_COLUMNS).map((c) => formulaUnguarded(c.trim()));
    if (trimmed.some((c) => c.length > MAX_IMPORT_CELL_CHARS))
      throw new SheetUnreadable('imports.failure.cell_too_long');
    if (!this.headers) {
      while (trimmed.length && !trimmed[trimmed.length - 1]) trimmed.pop();
      if (!trimmed.length) throw new SheetUnreadable('imports.failure.no_columns');
      this.headers = trimmed;
      return true;
    }
    if ((trimmed[0] ?? '').startsWith(HINT_MARK) || trimmed.every((c) => c === '')) return true;
    this.rows.push({ row, cells: this.headers.map((_, i) => trimmed[i] ?? '') });
    if (this.limit !== undefined) return this.rows.length < this.limit;
    if (this.rows.length > MAX_IMPORT_ROWS) throw new SheetUnreadable('imports.failure.too_many_rows');
    return true;
  }

  table(): SheetTable {
    if (!this.headers) throw new SheetUnreadable('imports.failure.no_columns');
    return { headers: this.headers, rows: this.rows };
  }
}

/** ExcelJS 4's readers of an XLSX's parts: its WorkbookReader has them, its typings do not. */
interface PartReaders {
  _parseRels(part: Readable): Promise<void>;
  _parseWorkbook(part: Readable): Promise<void>;
  _parseSharedStrings(part: Readable): AsyncIterable<unknown>;
  _parseStyles(part: Readable): Promise<void>;
  _parseWorksheet(part: Readable, sheetNo: string): Iterable<{ value: ExcelJS.stream.xlsx.WorksheetReader }>;
}

const WORKSHEET = /^xl\/worksheets\/sheet(\d+)\.xml$/;

/**
 * The file's first worksheet (in archive order, as ExcelJS takes it), ready to stream its rows. ExcelJS's
 * WorkbookReader walks the archive front to back through unzipper's Parse stream, which announces its end
 * as soon as the file is read through, even while parts it found still wait, unread, behind the reader it
 * paused: on a busy machine the workbook part was then never read and a valid file failed as unreadable.
 * So the parts are opened by name (lib/zip-parts.ts), the workbook's own before the sheet, and handed to
 * ExcelJS's parsers as text decoded across chunks: ExcelJS decodes each chunk alone, which broke a
 * Cyrillic letter falling on a chunk boundary in a long list.
 */
async function firstSheet(file: string, parts: ZipParts) {
  const { default: ExcelJS } = await import('exceljs');
  const reader = new ExcelJS.stream.xlsx.WorkbookReader(file, {
    sharedStrings: 'cache',
    styles: 'cache', // dates are told from numbers by their cell format
    hyperlinks: 'ignore',
    worksheets: 'emit',
    entries: 'ignore',
  }) as unknown as PartReaders;
  const text = async (name: string) => (await parts.open(name))?.setEncoding('utf8') ?? null;
  const rels = await text('xl/_rels/workbook.xml.rels');
  if (rels) await reader._parseRels(rels);
  const book = await text('xl/workbook.xml');
  if (book) await reader._parseWorkbook(book);
  const strings = await text('xl/sharedStrings.xml');
  if (strings) for await (const _ of reader._parseSharedStrings(strings)); // kept on the reader ('cache')
  const styles = await text('xl/styles.xml');
  if (styles) await reader._parseStyles(styles);
  const sheet = parts.names.map((n) => WORKSHEET.exec(n)).find((m) => m !== null);
  const part = sheet && (await text(sheet[0]));
  if (!sheet || !part) return undefined;
  for (const { value } of reader._parseWorksheet(part, sheet[1]!)) return value;
  return undefined;
}

export async function sheetRows(file: string, limit?: number): Promise<SheetTable> {
  const parts = await zipParts(file).catch(() => {
    throw new SheetUnreadable('imports.failure.unreadable');
  });
  try {
    return await readRows(file, parts, limit);
  } finally {
    parts.close();
  }
}

async function readRows(file: string, parts: ZipParts, limit?: number): Promise<SheetTable> {
  let ws: Awaited<ReturnType<typeof firstSheet>>;
  try {
    ws = await firstSheet(file, parts);
  } catch {
    throw new SheetUnreadable('imports.failure.unreadable');
  }
  if (!ws) throw new SheetUnreadable('imports.failure.unreadable');
  const table = new TableCollector(limit);
  try {
    for await (const r of ws as AsyncIterable<ExcelJS.Row>) {
      const width = Math.min(r.cellCount, MAX_IMPORT_COLUMNS);
      const cells: string[] = [];
      for (let col = 1; col <= width; col++) cells.push(cellText(r.getCell(col).value));
      if (!table.add(r.number, cells)) break;
    }
  } catch (e) {
    if (e instanceof SheetUnreadable) throw e;
    throw new SheetUnreadable('imports.failure.unreadable');
  }
  return table.table();
}
