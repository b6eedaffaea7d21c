/**
 * Streams the first worksheet of an uploaded XLSX into plain rows of the registration form: cells
 * become strings the shared schema parses (dates as YYYY-MM-DD, "yes" ticks as set), keyed by the
 * field ids of row 1. Rows are read one at a time and counting stops at a hard cap, so a sheet of a
 * million rows costs no more than one just over the cap. Runs inside the import worker (sheet-worker.ts).
 */
import ExcelJS from 'exceljs';
import { IMPORT_COLUMNS, MAX_IMPORT_ROWS, TICK_FIELDS } from '../schemas/imports.ts';
import { HINT_MARK } from './template.ts';

export interface SheetRow {
  /** The spreadsheet's own row number, as the person sees it in Excel. */
  row: number;
  values: Record<string, unknown>;
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

const KNOWN = new Set(IMPORT_COLUMNS.map((c) => c.field));

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

function toForm(values: Record<string, string>): Record<string, unknown> {
  const out: Record<string, unknown> = { ...values };
  // A numeric IIN cell loses its leading zero (people born in the 2000s).
  if (/^\d{1,11}$/.test(values.iin ?? '')) out.iin = values.iin!.padStart(12, '0');
  for (const f of TICK_FIELDS) out[f] = /^(yes|да|иә|1|true)$/i.test(values[f] ?? '');
  for (const [k, v] of Object.entries(values)) if (v === '' && k !== 'iin' && k !== 'fio') out[k] = undefined;
  for (const f of ['family_status', 'has_loans', 'loans_overdue'])
    if (typeof out[f] === 'string') out[f] = (out[f] as string).toLowerCase();
  return out;
}

async function firstSheet(file: string) {
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

export async function sheetRows(file: string): Promise<SheetRow[]> {
  let ws: Awaited<ReturnType<typeof firstSheet>>;
  try {
    ws = await firstSheet(file);
  } catch {
    throw new SheetUnreadable('imports.failure.unreadable');
  }
  if (!ws) throw new SheetUnreadable('imports.failure.unreadable');
  const header = new Map<number, string>();
  const rows: SheetRow[] = [];
  let scanned = 0;
  try {
    for await (const r of ws as AsyncIterable<ExcelJS.Row>) {
      if (++scanned > MAX_SCANNED_ROWS) throw new SheetUnreadable('imports.failure.too_many_rows');
      if (r.number === 1) {
        r.eachCell((cell, col) => {
          const key = cellText(cell.value);
          if (KNOWN.has(key)) header.set(col, key);
        });
        if (![...header.values()].includes('iin')) throw new SheetUnreadable('imports.failure.no_columns');
        continue;
      }
      if (!header.size) throw new SheetUnreadable('imports.failure.no_columns');
      const values: Record<string, string> = {};
      for (const [col, key] of header) values[key] = cellText(r.getCell(col).value);
      const first = cellText(r.getCell(1).value);
      if (first.startsWith(HINT_MARK) || Object.values(values).every((v) => v === '')) continue;
      rows.push({ row: r.number, values: toForm(values) });
      if (rows.length > MAX_IMPORT_ROWS) throw new SheetUnreadable('imports.failure.too_many_rows');
    }
  } catch (e) {
    if (e instanceof SheetUnreadable) throw e;
    throw new SheetUnreadable('imports.failure.unreadable');
  }
  if (!header.size) throw new SheetUnreadable('imports.failure.no_columns');
  return rows;
}
