/**
 * Streams the first worksheet of an uploaded XLSX into a plain table of texts: row 1 is the header,
 * every later non-blank row its cells as strings (dates as YYYY-MM-DD). Which column is which field is
 * the officer's mapping, applied later (row-form.ts). Rows are read one at a time and counting stops at
 * a hard cap, so a sheet of a million rows costs no more than one just over the cap. Runs inside the
 * import worker (sheet-worker.ts).
 */
import type ExcelJS from 'exceljs';
import { MAX_IMPORT_COLUMNS, MAX_IMPORT_ROWS } from '../schemas/imports.ts';
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
    const trimmed = cells.slice(0, MAX_IMPORT_COLUMNS).map((c) => c.trim());
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

async function firstSheet(file: string) {
  const { default: ExcelJS } = await import('exceljs');
  const reader = new ExcelJS.stream.xlsx.WorkbookReader(file, {
    sharedStrings: 'cache',
    styles: 'cache', // dates are told from numbers by their cell format
    hyperlinks: 'ignore',
    worksheets: 'emit',
    entries: 'ignore',
  });
  for await (const ws of reader) return ws;
  return undefined;
}

export async function sheetRows(file: string, limit?: number): Promise<SheetTable> {
  let ws: Awaited<ReturnType<typeof firstSheet>>;
  try {
    ws = await firstSheet(file);
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
