/**
 * The XLSX template staff fill in: row 1 holds the registration field ids the importer reads, row 2 a
 * hint in the reader's language (label and an example; rows whose first cell starts with # are skipped),
 * and drop-down lists where the field has a fixed set of values.
 */
import ExcelJS from 'exceljs';
import type { Translate } from '../lib/i18n.ts';
import { IMPORT_COLUMNS, MAX_IMPORT_ROWS } from '../schemas/imports.ts';

export const HINT_MARK = '#';

export async function importTemplate(t: Translate): Promise<Buffer> {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('applicants');
  ws.addRow(IMPORT_COLUMNS.map((c) => c.field));
  const hints = IMPORT_COLUMNS.map((c) => {
    const label = t(`registration.field.${c.field}`);
    const values = c.options ? ` [${c.options.join(', ')}]` : '';
    const example = c.example ? ` — ${t('imports.template.example', { value: c.example })}` : '';
    return `${label}${values}${example}`;
  });
  hints[0] = `${HINT_MARK} ${hints[0]}`;
  ws.addRow(hints);
  ws.getRow(1).font = { bold: true };
  ws.getRow(2).font = { italic: true, color: { argb: 'FF666666' } };
  ws.views = [{ state: 'frozen', ySplit: 2 }];
  IMPORT_COLUMNS.forEach((c, i) => {
    const col = ws.getColumn(i + 1);
    col.width = Math.max(14, c.field.length + 2);
    // IINs and phones must stay text: as numbers Excel drops an IIN's leading zero.
    if (['iin', 'phone', 'phone_2', 'birthday'].includes(c.field)) col.numFmt = '@';
    if (!c.options) return;
    for (let r = 3; r <= Math.min(MAX_IMPORT_ROWS, 500) + 2; r++)
      ws.getCell(r, i + 1).dataValidation = {
        type: 'list',
        allowBlank: true,
        formulae: [`"${c.options.join(',')}"`],
        showErrorMessage: true,
      };
  });
  return Buffer.from(await wb.xlsx.writeBuffer());
}
