/** Builds an applicant-import XLSX in memory, the way staff fill the template: field ids in row 1, a hint row. */
import ExcelJS from 'exceljs';
import { IMPORT_COLUMNS } from '../../api/schemas/imports.ts';
import type { RegistrationInput } from '../../api/schemas/registration.ts';

const cell = (v: unknown) => (v === true ? 'yes' : v === false ? 'no' : v === undefined || v === null ? '' : String(v));

export async function importSheet(rows: Partial<RegistrationInput>[]): Promise<Buffer> {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('applicants');
  ws.addRow(IMPORT_COLUMNS.map((c) => c.field));
  ws.addRow(IMPORT_COLUMNS.map((c, i) => (i === 0 ? '# hint' : c.field)));
  for (const r of rows) ws.addRow(IMPORT_COLUMNS.map((c) => cell(r[c.field as keyof RegistrationInput])));
  return Buffer.from(await wb.xlsx.writeBuffer());
}
