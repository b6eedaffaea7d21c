/** An XLSX with any headers and rows of texts, the way an akimat sends its list (not our template). */
import ExcelJS from 'exceljs';

export async function plainSheet(headers: string[], rows: string[][]): Promise<Buffer> {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('list');
  ws.addRow(headers);
  for (const r of rows) ws.addRow(r);
  return Buffer.from(await wb.xlsx.writeBuffer());
}
