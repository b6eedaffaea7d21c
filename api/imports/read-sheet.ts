/**
 * Reads an uploaded XLSX into plain rows of the registration form: cells become strings the shared
 * schema parses (dates as YYYY-MM-DD, "yes" ticks as set), keyed by the field ids of row 1.
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
  constructor(readonly messageId: string) {
    super(messageId);
  }
}

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

export async function readSheet(file: string): Promise<SheetRow[]> {
  const wb = new ExcelJS.Workbook();
  try {
    await wb.xlsx.readFile(file);
  } catch {
    throw new SheetUnreadable('imports.failure.unreadable');
  }
  const ws = wb.worksheets[0];
  if (!ws) throw new SheetUnreadable('imports.failure.unreadable');
  const header = new Map<number, string>();
  ws.getRow(1).eachCell((cell, col) => {
    const key = cellText(cell.value);
    if (KNOWN.has(key)) header.set(col, key);
  });
  if (![...header.values()].includes('iin')) throw new SheetUnreadable('imports.failure.no_columns');
  const rows: SheetRow[] = [];
  ws.eachRow((r, n) => {
    if (n === 1) return;
    const values: Record<string, string> = {};
    for (const [col, key] of header) values[key] = cellText(r.getCell(col).value);
    const first = cellText(r.getCell(1).value);
    if (first.startsWith(HINT_MARK) || Object.values(values).every((v) => v === '')) return;
    rows.push({ row: n, values: toForm(values) });
  });
  if (rows.length > MAX_IMPORT_ROWS) throw new SheetUnreadable('imports.failure.too_many_rows');
  return rows;
}
