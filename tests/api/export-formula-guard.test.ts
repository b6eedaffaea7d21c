/**
 * No export hands a spreadsheet a formula: a text starting with =, +, -, @, TAB or CR is written with a
 * leading apostrophe in every CSV and XLSX the server makes (issue 34 point 10), and the import reads its
 * own guarded error workbook back as the officer wrote it.
 */
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseCsv } from '../../api/lib/csv.ts';
import { importFlow, plainSheet } from '../support/import-flow.ts';
import { device } from '../support/push.ts';
import { surveyBody } from '../support/survey-data.ts';
import { makeTestApp } from '../support/test-app.ts';

const FORMULAS = ['=1+2', '+1+2', '-1+2', '@SUM(A1:A2)', '\t=1+2', '\r=1+2'];

const t = makeTestApp();
afterAll(() => t.close());
let token = '';
beforeAll(async () => {
  token = (await t.userWithRole('admin')).token;
});

const xlsxCells = async (res: Response) => {
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.load(await res.arrayBuffer());
  const ws = wb.worksheets[0]!;
  const rows: unknown[][] = [];
  ws.eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
  return rows;
};

describe('the survey answers export', () => {
  let surveyId = 0;
  beforeAll(async () => {
    const created = await t.call('POST', '/api/surveys', { token, body: surveyBody() });
    surveyId = ((await created.json()) as { data: { id: number } }).data.id;
    await t.call('POST', `/api/surveys/${surveyId}/publish`, { token });
    const tablet = device(t, token);
    for (const comment of FORMULAS) {
      const result = await tablet.push('survey.answer', {
        client_record_id: crypto.randomUUID(),
        survey_id: surveyId,
        version: 1,
        answers: { has_debt: 'no', comment },
        consent: true,
      });
      expect(result.status).toBe('applied');
    }
  });

  it('writes each of the six formula starts as text in the CSV', async () => {
    const res = await t.call('GET', `/api/surveys/${surveyId}/export?format=csv`, { token });
    const [head, ...rows] = parseCsv((await res.text()).replace(/^\uFEFF/, ''));
    const comment = head!.findIndex((h) => h.includes('comment'));
    expect(rows.map((r) => r[comment]).sort()).toEqual(FORMULAS.map((f) => `'${f}`).sort());
  });

  it('writes them as text in the XLSX too', async () => {
    const res = await t.call('GET', `/api/surveys/${surveyId}/export?format=xlsx`, { token });
    const [head, ...rows] = await xlsxCells(res);
    const comment = head!.findIndex((h) => String(h).includes('comment'));
    // XML reads a stored CR back as a line feed; the apostrophe in front is what matters.
    expect(rows.map((r) => r[comment]).sort()).toEqual(FORMULAS.map((f) => `'${f.replace('\r', '\n')}`).sort());
  });
});

describe("the import's error workbook", () => {
  it('writes the failed rows with every formula start guarded, and reads them back unguarded', async () => {
    const f = importFlow(t, token);
    // Names that fail the form (no IIN): every row comes back in the error workbook as sent.
    const names = FORMULAS.map((x) => `${x} Айгүл`);
    const up = await f.upload(
      await plainSheet(
        ['ФИО', 'ИИН'],
        names.map((n) => [n, '']),
      ),
    );
    expect(up.status).toBe(201);
    await f.dryRun(up.body.data.id);
    const res = await t.call('GET', `/api/imports/${up.body.data.id}/errors`, { token });
    expect(res.status).toBe(200);
    const bytes = Buffer.from(await res.clone().arrayBuffer());
    const [, ...rows] = await xlsxCells(res);
    // Cells are read trimmed, so a TAB or CR in front is gone before the guard; the rest keep the apostrophe.
    expect(rows.map((r) => r[0])).toEqual(names.map((n) => `'${n.trim()}`));

    const again = await f.upload(bytes, 'fixed.xlsx');
    expect(again.status).toBe(201);
    expect(again.body.data.sample.map((r) => r[0])).toEqual(names.slice(0, 5).map((n) => n.trim()));
  });
});
