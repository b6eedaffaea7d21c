/**
 * The rows that failed, as the officer sent them, with one more column saying why (in their language):
 * fixed and uploaded again, the file maps the same way (the added column is left unmapped).
 */
import { formulaSafe } from '../lib/formula-guard.ts';
import type { Translate } from '../lib/i18n.ts';
import type { ImportRowError } from '../../contract/imports.ts';
import type { SheetTable } from './sheet-rows.ts';

export async function errorWorkbook(
  table: SheetTable,
  errors: ImportRowError[],
  t: Translate,
  fieldName: (f: string) => string,
) {
  const why = new Map<number, string[]>();
  for (const e of errors) why.set(e.row, [...(why.get(e.row) ?? []), `${fieldName(e.field)}: ${t(e.message_id)}`]);
  const { default: ExcelJS } = await import('exceljs'); // loaded when a job with errors is first downloaded
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('errors');
  ws.addRow([...table.headers, t('imports.errors.column')].map(formulaSafe));
  ws.getRow(1).font = { bold: true };
  for (const r of table.rows) {
    const reasons = why.get(r.row);
    if (reasons) ws.addRow([...r.cells, reasons.join('; ')].map(formulaSafe));
  }
  // Kept as text, so IINs and phones keep their leading zeros when fixed and sent back.
  table.headers.forEach((_, i) => (ws.getColumn(i + 1).numFmt = '@'));
  return Buffer.from(await wb.xlsx.writeBuffer());
}
