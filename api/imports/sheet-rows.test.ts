import ExcelJS from 'exceljs';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sheetRows } from './sheet-rows.ts';

let dir: string;
beforeEach(() => (dir = mkdtempSync(join(tmpdir(), 'sheet-rows-'))));
afterEach(() => (vi.restoreAllMocks(), rmSync(dir, { recursive: true, force: true })));

async function xlsx(rows: string[][]): Promise<string> {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('list');
  for (const r of rows) ws.addRow(r);
  const file = join(dir, 'list.xlsx');
  writeFileSync(file, Buffer.from(await wb.xlsx.writeBuffer()));
  return file;
}

describe('sheetRows', () => {
  it('reads every name of a long Kazakh list letter for letter', async () => {
    // Long enough that the shared strings span many inflated chunks, each boundary a chance to split a letter.
    const names = Array.from({ length: 3000 }, (_, i) => `Айгүл Жанқызы Әбілова ${i}`);
    const table = await sheetRows(await xlsx([['fio', 'iin'], ...names.map((n, i) => [n, String(i)])]));
    expect(table.rows.map((r) => r.cells[0])).toEqual(names);
  });

  it('reads a valid file in full however slowly its parts are taken in (a busy server)', async () => {
    const file = await xlsx([
      ['fio', 'iin'],
      ['Дана Серікқызы', '900715400001'],
    ]);
    // Every part the reader takes in waits a moment first, as on a loaded machine; the archive does not.
    type Part = (this: unknown, part: unknown) => Promise<void>;
    const reader = ExcelJS.stream.xlsx.WorkbookReader.prototype as unknown as Record<string, Part>;
    for (const name of ['_parseRels', '_parseWorkbook', '_parseStyles']) {
      const real = reader[name]!;
      vi.spyOn(reader, name).mockImplementation(async function (this: unknown, part: unknown) {
        await new Promise((r) => setTimeout(r, 100));
        return real.call(this, part);
      });
    }
    const table = await sheetRows(file);
    expect(table).toEqual({ headers: ['fio', 'iin'], rows: [{ row: 2, cells: ['Дана Серікқызы', '900715400001'] }] });
  });
});
