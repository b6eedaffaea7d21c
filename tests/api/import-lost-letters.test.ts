/**
 * Issue 33 point 7: a Windows-1251 CSV from a Russian Excel writes қ ұ ө ү ә as "?". Such a cell is not
 * stored: the dry run refuses the row on that column with a message asking for XLSX or UTF-8, in both
 * the training-applicant and the agro import; rows without lost letters go through.
 */
import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { agroApplications, users } from '../../db/schema.ts';
import { AGRO_IMPORT_COLUMNS } from '../../contract/import-targets.ts';
import { IMPORT_COLUMNS } from '../../contract/imports.ts';
import { agroForm } from '../support/agro-data.ts';
import { AGRO_RU_HEADERS, agroRows } from '../support/agro-sheet.ts';
import { windows1251 } from '../support/cp1251.ts';
import { importFlow } from '../support/import-flow.ts';
import { registrationForm } from '../support/registration-data.ts';
import { makeTestApp } from '../support/test-app.ts';

let t: ReturnType<typeof makeTestApp>;
beforeEach(() => (t = makeTestApp()));
afterEach(() => t.close());

const quote = (c: string) => (/[;,"]/.test(c) ? `"${c.replaceAll('"', '""')}"` : c);
const csv = (rows: string[][]) => rows.map((r) => r.map(quote).join(';')).join('\r\n');
const cell = (v: unknown) => (v === true ? 'yes' : v === false ? 'no' : v === undefined || v === null ? '' : String(v));
/** Russian-only texts, which cp1251 keeps whole. */
const plain = { locality: 'Кокшетау', residence_address: 'ул. Абая, 12', training_language: 'ru' as const };

describe('a cp1251 file with lost letters', { timeout: 120_000 }, () => {
  it('flags the training applicant row on the column that lost letters and keeps it out of the import', async () => {
    const { token } = await t.userWithRole('admin');
    const f = importFlow(t, token, 'ru');
    const lost = registrationForm({ ...plain, fio: 'Қасымов Нұрлан Өмірұлы' });
    const whole = registrationForm({ ...plain, fio: 'Иванов Иван Иванович' });
    const rows = [lost, whole].map((p) => IMPORT_COLUMNS.map((c) => cell(p[c.field as keyof typeof p])));
    const bytes = windows1251(csv([IMPORT_COLUMNS.map((c) => c.field), ...rows]));
    // The bytes are what Excel writes: one "?" (0x3f) per Kazakh letter.
    expect(new TextDecoder('windows-1251').decode(bytes)).toContain('?асымов Н?рлан ?мір?лы');
    const up = await f.upload(bytes, 'список.csv');
    expect(up.status).toBe(201);
    await f.plan(up.body.data.id, up.body.data.mapping);
    const report = await f.dryRun(up.body.data.id);
    expect(report.errors).toEqual([
      {
        row: 2,
        field: 'fio',
        message_id: 'imports.row.lost_letters',
        message: expect.stringMatching(/Windows-1251.*XLSX.*UTF-8/),
      },
    ]);
    expect(report.rows.map((r) => r.outcome)).toEqual(['error', 'create']);
    const done = (await f.run(up.body.data.id)).job!;
    expect(done).toMatchObject({ created_rows: 1, error_rows: 1 });
    expect(t.db.select().from(users).where(eq(users.iin, lost.iin)).get()).toBeUndefined();
    expect(t.db.select().from(users).where(eq(users.iin, whole.iin)).get()!.name).toBe('Иванов Иван Иванович');
  });

  it('flags the agro row whose village lost a letter, at the edge of the word too', async () => {
    const { token } = await t.userWithRole('admin');
    const agro = importFlow(t, token, 'kk', 'agro');
    const base = { fio: 'Иванова Мария Петровна', coop_name: 'Береке', products: 'яйца', credit_purpose: 'инкубатор' };
    const lost = agroForm({ ...base, village: 'Ақсу' });
    const whole = agroForm({ ...base, village: 'Красный Яр' });
    const bytes = windows1251(csv([AGRO_RU_HEADERS, ...agroRows([lost, whole])]));
    const up = await agro.upload(bytes, 'агро.csv');
    expect(up.status).toBe(201);
    expect(up.body.data.mapping).toEqual(AGRO_IMPORT_COLUMNS.map((c) => c.field));
    const report = await agro.dryRun(up.body.data.id);
    expect(report.errors.map((e) => [e.row, e.field, e.message_id])).toEqual([
      [2, 'village', 'imports.row.lost_letters'],
    ]);
    expect(report.errors[0]!.message).toMatch(/Windows-1251.*XLSX.*UTF-8/);
    expect((await agro.run(up.body.data.id)).job).toMatchObject({ created_rows: 1, error_rows: 1 });
    expect(t.db.select().from(agroApplications).where(eq(agroApplications.iin, lost.iin)).all()).toEqual([]);
  });
});
