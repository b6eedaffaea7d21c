/**
 * The XLSX template staff fill in, per target (ADR 093): row 1 holds the field ids the importer reads, row 2 a
 * hint in the reader's language (label and an example; rows whose first cell starts with # are skipped),
 * and drop-down lists where the field has a fixed set of values.
 */
import type { Translate } from '../lib/i18n.ts';
import { importFieldLabel, TARGET_COLUMNS } from '../../contract/import-targets.ts';
import { MAX_IMPORT_ROWS, type ImportTarget } from '../../contract/imports.ts';

export const HINT_MARK = '#';

export async function importTemplate(t: Translate, target: ImportTarget = 'applicants'): Promise<Buffer> {
  const columns = TARGET_COLUMNS[target];
  // Loaded on the first template asked for: most server processes never write one.
  const { default: ExcelJS } = await import('exceljs');
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet(target);
  ws.addRow(columns.map((c) => c.field));
  const hints = columns.map((c) => {
    const label = t(importFieldLabel(target, c.field));
    const values = c.options ? ` [${c.options.join(', ')}${c.multiple ? ', …' : ''}]` : '';
    const example = c.example ? ` — ${t('imports.template.example', { value: c.example })}` : '';
    return `${label}${values}${example}`;
  });
  hints[0] = `${HINT_MARK} ${hints[0]}`;
  ws.addRow(hints);
  ws.getRow(1).font = { bold: true };
  ws.getRow(2).font = { italic: true, color: { argb: 'FF666666' } };
  ws.views = [{ state: 'frozen', ySplit: 2 }];
  columns.forEach((c, i) => {
    const col = ws.getColumn(i + 1);
    col.width = Math.max(14, c.field.length + 2);
    // IINs and phones must stay text: as numbers Excel drops an IIN's leading zero.
    if (['iin', 'phone', 'phone_2', 'birthday'].includes(c.field)) col.numFmt = '@';
    // A cell of several values ("broiler, apple") cannot be a drop-down's single pick.
    if (!c.options || c.multiple) return;
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
