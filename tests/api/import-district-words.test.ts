/**
 * Issue 33 point 8: what district offices write. "Женский", "Высшее", "Работаю", "Русский", 22.04.1987,
 * an Excel serial date, phones "8 701…", "+7 (701)…" and "701 555 66 77", in any of the four languages,
 * are read by both imports (training applicants and agro) and stored as the forms' codes; a filled cell
 * the import cannot read says so instead of "required".
 */
import ExcelJS from 'exceljs';
import { eq, sql } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { agroApplications } from '../../db/schema.ts';
import { AGRO_IMPORT_COLUMNS } from '../../contract/import-targets.ts';
import { agroForm } from '../support/agro-data.ts';
import { AGRO_RU_HEADERS, agroRows } from '../support/agro-sheet.ts';
import { importFlow } from '../support/import-flow.ts';
import { AKMOLA, KOKSHETAU, nextIin } from '../support/registration-data.ts';
import { makeTestApp } from '../support/test-app.ts';

let t: ReturnType<typeof makeTestApp>;
beforeEach(() => (t = makeTestApp()));
afterEach(() => t.close());

/** Excel's day number of a date, as a cell in General format shows it. */
const serial = (iso: string) => (Date.parse(`${iso}T00:00:00Z`) - Date.UTC(1899, 11, 30)) / 86_400_000;

/** A sheet with text cells, and numbers where the row gives numbers (Excel keeps a serial date as one). */
async function sheet(headers: string[], rows: (string | number)[][]): Promise<Buffer> {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('list');
  ws.addRow(headers);
  for (const r of rows) ws.addRow(r);
  return Buffer.from(await wb.xlsx.writeBuffer());
}

const HEADERS = [
  'ФИО',
  'ИИН',
  'Пол',
  'Дата рождения',
  'Телефон',
  'Доп. телефон',
  'Область',
  'Район',
  'Населенный пункт',
  'Адрес',
  'Образование',
  'Социальный статус',
  'family_status',
  'Количество членов семьи',
  'has_loans',
  'Доход семьи',
  'education_goal',
  'Язык обучения',
  'Область обучения',
  'Район обучения',
  'consent_personal_data',
  'accept_agreement',
  'offline_only',
];
type Words = [
  gender: string,
  birthday: string | number,
  phone: string,
  phone2: string,
  education: string,
  social: string,
  large: string,
  loans: string,
  goal: string,
  language: string,
];
const row = (iin: string, w: Words) => {
  const [gender, birthday, phone, phone2, education, social, large, loans, goal, language] = w;
  return [
    'Иванова Анна',
    iin,
    gender,
    birthday,
    phone,
    phone2,
    String(AKMOLA),
    String(KOKSHETAU),
    'Кокшетау',
    'ул. Абая, 1',
    education,
    social,
    large,
    '4',
    loans,
    '200000',
    goal,
    language,
    String(AKMOLA),
    String(KOKSHETAU),
    'да',
    'да',
    'да',
  ];
};

describe('a district office list', { timeout: 180_000 }, () => {
  it('imports training applicants written in the four languages, with dotted and serial dates and any phone', async () => {
    const { token } = await t.userWithRole('admin');
    const f = importFlow(t, token, 'ru');
    const iins = [1, 2, 3, 4].map(() => nextIin('870422', '4'));
    const bytes = await sheet(HEADERS, [
      row(iins[0]!, [
        'Женский',
        '22.04.1987',
        '8 701 555 66 77',
        '',
        'Высшее',
        'Работаю',
        'Да',
        'Нет',
        'Избавиться от долгов',
        'Русский',
      ]),
      row(iins[1]!, [
        'Әйел',
        serial('1987-04-22'),
        '+7 (701) 555-66-78',
        '8 (777) 111 22 33',
        'Жоғары',
        'Жұмыс істейді',
        'Иә',
        'Жоқ',
        'Қарыздардан құтылу',
        'Орыс тілі',
      ]),
      row(iins[2]!, [
        'Female',
        '22/04/1987',
        '701 555 66 79',
        '',
        'Higher',
        'Employed',
        'Yes',
        'No',
        'Get out of debt',
        'Russian',
      ]),
      row(iins[3]!, ['女', '1987-04-22', '7015556680', '', '高等教育', '受雇', '是', '否', '摆脱债务', '俄语']),
    ]);
    const up = await f.upload(bytes, 'район.xlsx');
    expect(up.status).toBe(201);
    expect(up.body.data.mapping).not.toContain(null);
    await f.plan(up.body.data.id, up.body.data.mapping);
    const report = await f.dryRun(up.body.data.id);
    expect(report.errors).toEqual([]);
    expect(report.rows.map((r) => r.outcome)).toEqual(['create', 'create', 'create', 'create']);
    expect((await f.run(up.body.data.id)).job).toMatchObject({ created_rows: 4, error_rows: 0 });
    const stored = iins.map((iin) =>
      t.db.get<Record<string, unknown>>(sql`
        SELECT u.phone, u.phone_2, p.gender, p.birthday, p.education, p.social_status, p.large_family,
               p.has_loans, p.education_goal, a.language
        FROM users u JOIN applicant_profiles p ON p.user_id = u.id JOIN applications a ON a.applicant_id = u.id
        WHERE u.iin = ${iin}`),
    );
    const codes = {
      gender: 'female',
      birthday: '1987-04-22',
      education: 'higher',
      social_status: 'employed',
      large_family: 1,
      has_loans: 0,
      education_goal: 'repay_debts',
      language: 'ru',
    };
    expect(stored).toEqual([
      { ...codes, phone: '77015556677', phone_2: null },
      { ...codes, phone: '77015556678', phone_2: '77771112233' },
      { ...codes, phone: '77015556679', phone_2: null },
      { ...codes, phone: '77015556680', phone_2: null },
    ]);
  });

  it('says a filled choice it cannot read is not understood, not "required"', async () => {
    const { token } = await t.userWithRole('admin');
    const f = importFlow(t, token, 'ru');
    const bytes = await sheet(HEADERS, [
      row(nextIin('870422', '4'), [
        'Женский',
        '22.04.1987',
        '8 701 555 66 90',
        '',
        'Кандидат наук',
        'Работаю',
        'Нет',
        'Да',
        'Избавиться от долгов',
        'Русский',
      ]),
    ]);
    const up = await f.upload(bytes, 'район.xlsx');
    await f.plan(up.body.data.id, up.body.data.mapping);
    const report = await f.dryRun(up.body.data.id);
    expect(report.errors.map((e) => [e.field, e.message_id])).toEqual([['education', 'imports.row.unreadable']]);
    expect(report.errors[0]!.message).toMatch(/не распознано/);
  });

  it('imports agro applications with dotted and serial dates, any phone and Kazakh or Chinese words', async () => {
    const { token } = await t.userWithRole('admin');
    const agro = importFlow(t, token, 'ru', 'agro');
    const forms = [agroForm(), agroForm()];
    const rows: (string | number)[][] = agroRows(forms);
    const col = (field: string) => AGRO_IMPORT_COLUMNS.findIndex((c) => c.field === field);
    rows[0]![col('birthday')] = '12.03.1985';
    rows[0]![col('phone')] = '8 701 555 66 91';
    rows[1]![col('birthday')] = serial('1985-03-12');
    rows[1]![col('phone')] = '701 555 66 92';
    rows[1]![col('gender')] = '女';
    rows[1]![col('has_water')] = 'Иә';
    rows[1]![col('land_unit')] = 'Сотық';
    const up = await agro.upload(await sheet(AGRO_RU_HEADERS, rows), 'агро.xlsx');
    expect(up.status).toBe(201);
    const report = await agro.dryRun(up.body.data.id);
    expect(report.errors).toEqual([]);
    expect((await agro.run(up.body.data.id)).job).toMatchObject({ created_rows: 2 });
    const stored = forms.map((fm) =>
      t.db.select().from(agroApplications).where(eq(agroApplications.iin, fm.iin)).get()!,
    );
    expect(stored.map((s) => [s.birthday, s.phone, s.gender, s.answers.has_water, s.answers.land_unit])).toEqual([
      ['1985-03-12', '77015556691', 'female', true, 'sotka'],
      ['1985-03-12', '77015556692', 'female', true, 'sotka'],
    ]);
  });
});

describe('place names in a district office list', { timeout: 180_000 }, () => {
  it('reads "Алматы облысы" as the region and remembers the answer to a bare "Алматы" for the source', async () => {
    const { token } = await t.userWithRole('admin');
    const f = importFlow(t, token, 'ru');
    const source = 'Алматы облысы әкімдігі';
    const words: Words = ['Женский', '22.04.1987', '', '', 'Высшее', 'Работаю', 'Нет', 'Нет', 'Другое', 'Русский'];
    const placed = (region: string, district: string, phone: string) => {
      const r = row(nextIin('870422', '4'), words);
      r[HEADERS.indexOf('Телефон')] = phone;
      r[HEADERS.indexOf('Область')] = region;
      r[HEADERS.indexOf('Район')] = district;
      return r;
    };
    const list = () =>
      sheet(HEADERS, [
        placed('Алматы облысы', 'Балхашский район', '8 701 555 67 01'),
        placed('Алматы', 'Енбекшиказахский район', '8 701 555 67 02'),
      ]);
    const first = await f.upload(await list(), 'список.xlsx', source);
    await f.plan(first.body.data.id, first.body.data.mapping, 'skip', source);
    const asked = await f.dryRun(first.body.data.id);
    // "Алматы облысы" needs no question; a bare "Алматы" is the city or the region.
    expect(asked.errors.map((e) => [e.row, e.field, e.message_id])).toEqual([
      [3, 'region_id', 'imports.kato.ambiguous'],
    ]);
    expect(asked.kato.map((q) => [q.key, q.options.map((o) => o.id).sort()])).toEqual([
      ['region_id:алматы', [190000000, 750000000]],
    ]);
    await f.pick(first.body.data.id, 'region_id:алматы', 190000000);
    expect((await f.dryRun(first.body.data.id)).errors).toEqual([]);

    // The next list from the same source: the answer is already there, nothing is asked.
    const next = await f.upload(await list(), 'список-2.xlsx', source);
    await f.plan(next.body.data.id, next.body.data.mapping, 'skip', source);
    const report = await f.dryRun(next.body.data.id);
    expect(report.errors).toEqual([]);
    expect(report.kato.map((q) => [q.key, q.picked])).toEqual([['region_id:алматы', 190000000]]);
    expect((await f.run(next.body.data.id)).job).toMatchObject({ created_rows: 2 });
    const stored = t.db.all<{ region_id: number; district_id: number }>(
      sql`SELECT region_id, district_id FROM users WHERE phone IN ('77015556701', '77015556702') ORDER BY phone`,
    );
    expect(stored).toEqual([
      { region_id: 190000000, district_id: 193600000 },
      { region_id: 190000000, district_id: 194000000 },
    ]);
  });
});
