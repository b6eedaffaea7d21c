/**
 * The same import for agro applications (issue 20, points 4–8; ADR 093): Russian headers and Russian
 * words for choices, the mapping saved per source and target, a dry run that writes nothing, duplicates
 * by IIN against applications from sync and from earlier imports, each strategy, cp1251 CSV with `;`,
 * undo from exact snapshots and its refusal once an application moved on.
 */
import ExcelJS from 'exceljs';
import { eq, sql } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { agroApplicationCourses, agroApplications } from '../../db/schema.ts';
import { AGRO_IMPORT_COLUMNS } from '../../contract/import-targets.ts';
import { agroForm } from '../support/agro-data.ts';
import { AGRO_RU_HEADERS, agroRows } from '../support/agro-sheet.ts';
import { windows1251 } from '../support/cp1251.ts';
import { importFlow, plainSheet } from '../support/import-flow.ts';
import { device } from '../support/push.ts';
import { ABAY_REGION, SEMEY } from '../support/registration-data.ts';
import { makeTestApp } from '../support/test-app.ts';

let t: ReturnType<typeof makeTestApp>;
beforeEach(() => (t = makeTestApp()));
afterEach(() => t.close());

const sheet = (forms: Parameters<typeof agroRows>[0]) => plainSheet(AGRO_RU_HEADERS, agroRows(forms));
const byIin = (iin: string) => t.db.select().from(agroApplications).where(eq(agroApplications.iin, iin)).all();
const courses = (id: number) =>
  t.db
    .select({ c: agroApplicationCourses.course })
    .from(agroApplicationCourses)
    .where(eq(agroApplicationCourses.applicationId, id))
    .all()
    .map((r) => r.c)
    .sort();
/** Every row an agro application touches, raw, for before/after comparisons. */
const everything = () => [
  ...['agro_applications', 'agro_application_courses', 'users'].map((table) =>
    t.db.all(sql`SELECT * FROM ${sql.identifier(table)}`),
  ),
  t.db.all(sql`SELECT * FROM sqlite_sequence WHERE name NOT LIKE 'import%' AND name != 'user_actions'`),
  t.db.all(sql`SELECT * FROM user_actions WHERE subject_type IS NOT 'import_job'`),
];
const rawAgro = (id: number) => ({
  row: t.db.get(sql`SELECT * FROM agro_applications WHERE id = ${id}`),
  courses: courses(id),
});

// Each import reads the file in a worker three times; on a shared machine a story of four imports takes a while.
describe('import of agro applications', { timeout: 240_000 }, () => {
  it('maps Russian headers to the agro form, saves the mapping per source and target, and proposes it again', async () => {
    const { token } = await t.userWithRole('admin');
    const agro = importFlow(t, token, 'ru', 'agro');
    const up = await agro.upload(await sheet([agroForm()]), 'агро.xlsx', 'Зеренді әкімдігі');
    expect(up.status).toBe(201);
    expect(up.body.data).toMatchObject({ target: 'agro', status: 'mapping', headers: AGRO_RU_HEADERS });
    // Every column found by its Russian label or the akimat's word for it.
    expect(up.body.data.mapping).toEqual(AGRO_IMPORT_COLUMNS.map((c) => c.field));
    // An applicant field is not an agro field.
    const wrong = await agro.plan(up.body.data.id, ['locality', ...up.body.data.mapping.slice(1)]);
    expect(wrong.status).toBe(422);
    const edited = [...up.body.data.mapping.slice(0, -2), null, 'consent_personal_data'];
    await agro.plan(up.body.data.id, edited, 'skip', 'Зеренді әкімдігі');

    const next = await agro.upload(
      await plainSheet(['Согласие', 'ИИН', 'Колонка'], [['да', '850312400123', 'x']]),
      'b.xlsx',
      'Зеренді әкімдігі',
    );
    // The saved "not imported" for the column before consent, the saved choices by header, in another order.
    expect(next.body.data.mapping).toEqual(['consent_personal_data', 'iin', null]);
    expect(edited.at(-2)).toBeNull();
    // The same source's list of training applicants keeps its own mapping (none saved yet).
    const people = await importFlow(t, token, 'ru').upload(
      await plainSheet(['Село', 'ИИН'], [['Ақсу', '850312400123']]),
      'c.xlsx',
      'Зеренді әкімдігі',
    );
    expect(people.body.data).toMatchObject({ target: 'applicants', mapping: ['locality', 'iin'] });
    const sources = async (q: string) =>
      ((await (await t.call('GET', `/api/imports/sources${q}`, { token })).json()) as { data: string[] }).data;
    expect(await sources('?target=agro')).toEqual(['Зеренді әкімдігі']);
    expect(await sources('')).toEqual([]);

    // The agro template: the agro form's field ids in row 1.
    const res = await t.call('GET', '/api/reports/import/template?target=agro', { token, locale: 'ru' });
    expect(res.headers.get('content-disposition')).toContain('agro-applications-template.xlsx');
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(await res.arrayBuffer());
    expect((wb.worksheets[0]!.getRow(1).values as unknown[]).slice(1)).toEqual(AGRO_IMPORT_COLUMNS.map((c) => c.field));
  });

  it('a dry run writes nothing and reports create, duplicate (sync, file) and error per row', async () => {
    const { token } = await t.userWithRole('admin');
    const synced = agroForm();
    expect(
      (await device(t, '').push('agro.apply', { client_record_id: crypto.randomUUID(), form: synced })).status,
    ).toBe('applied');
    const fresh = agroForm({ fio: 'Айгүл Новая' });
    const agro = importFlow(t, token, 'ru', 'agro');
    const up = await agro.upload(
      await sheet([
        fresh,
        synced,
        agroForm({ iin: fresh.iin }),
        agroForm({ courses: [] }),
        agroForm({ iin: '850312400000' }),
      ]),
    );
    await agro.plan(up.body.data.id, up.body.data.mapping, 'skip');
    const before = everything();
    const report = await agro.dryRun(up.body.data.id);
    expect(everything()).toEqual(before);
    expect(report).toMatchObject({ status: 'checked', ready: true, created_rows: 1, duplicate_rows: 2, error_rows: 2 });
    expect(report.rows.map((r) => [r.row, r.outcome])).toEqual([
      [2, 'create'],
      [3, 'duplicate'],
      [4, 'duplicate'],
      [5, 'error'],
      [6, 'error'],
    ]);
    expect(report.errors.map((e) => [e.row, e.field, e.message_id])).toEqual([
      [3, 'iin', 'imports.row.open_application'],
      [4, 'iin', 'imports.row.duplicate_in_file'],
      [5, 'courses', 'validation.required'],
      [6, 'iin', 'validation.iin.invalid'],
    ]);
    expect(report.errors[0]!.message).toMatch(/открытая агрозаявка/);

    const done = (await agro.run(up.body.data.id)).job!;
    expect(done).toMatchObject({ status: 'success', created_rows: 1 });
    const [created] = byIin(fresh.iin);
    expect(created).toMatchObject({
      name: 'Айгүл Новая',
      source: 'import',
      importJobId: up.body.data.id,
      status: 'applied',
      gender: 'female',
      answers: expect.objectContaining({ land_area: 12.5, land_unit: 'sotka', has_water: true, coop_status: 'member' }),
    });
    expect(courses(created!.id)).toEqual(['apple', 'broiler']);
  });

  it('applies each duplicate strategy to an open application: skip, fill empty fields only, overwrite', async () => {
    const { token } = await t.userWithRole('admin');
    const agro = importFlow(t, token, 'ru', 'agro');
    const person = agroForm({ credit_equipment: '', products: '', premises: [] });
    await agro.importAll(await sheet([person]));
    const [stored] = byIin(person.iin);
    const again = await sheet([
      { ...person, products: 'Мёд', premises: ['greenhouse'], village: 'Ақсу', courses: ['broiler', 'strawberry'] },
    ]);

    expect(await agro.importAll(again, 'skip')).toMatchObject({ duplicate_rows: 1, updated_rows: 0 });
    expect(byIin(person.iin)).toEqual([stored]);

    const fill = await agro.importAll(again, 'fill');
    expect(fill).toMatchObject({ updated_rows: 1 });
    const filled = byIin(person.iin)[0]!;
    expect(filled).toMatchObject({ village: 'Красный Яр', importJobId: fill.id });
    expect(filled.answers).toMatchObject({ products: 'Мёд', premises: ['greenhouse'] });
    expect(courses(filled.id)).toEqual(['apple', 'broiler']);

    const nothing = await agro.importAll(again, 'fill');
    expect(nothing.errors.map((e) => e.message_id)).toEqual(['imports.row.nothing_to_fill']);

    const overwrite = await agro.importAll(again, 'overwrite');
    expect(overwrite).toMatchObject({ updated_rows: 1 });
    const over = byIin(person.iin);
    expect(over).toHaveLength(1);
    expect(over[0]).toMatchObject({ village: 'Ақсу', status: 'applied' });
    expect(courses(over[0]!.id)).toEqual(['broiler', 'strawberry']);
  });

  it('takes one household phone twice, and lets an admin move an application to another region by overwrite', async () => {
    const { token } = await t.userWithRole('admin');
    const agro = importFlow(t, token, 'ru', 'agro');
    const a = agroForm();
    const job = await agro.importAll(await sheet([a, agroForm({ phone: a.phone })]));
    expect(job).toMatchObject({ created_rows: 2, error_rows: 0 });

    const up = await agro.upload(await sheet([{ ...a, region_id: ABAY_REGION, district_id: SEMEY }]));
    await agro.plan(up.body.data.id, up.body.data.mapping, 'overwrite');
    const report = await agro.dryRun(up.body.data.id);
    expect(report.errors).toEqual([]);
    expect(report.rows.map((r) => r.outcome)).toEqual(['update']);
  });

  it('reads a cp1251 CSV separated by semicolons, as Russian Excel saves it', async () => {
    const { token } = await t.userWithRole('admin');
    const agro = importFlow(t, token, 'ru', 'agro');
    const form = agroForm({ fio: 'Иванова Мария Петровна', village: 'Красный Яр', birthday: '1985-03-12' });
    const [row] = agroRows([form]);
    row![AGRO_IMPORT_COLUMNS.findIndex((c) => c.field === 'birthday')] = '12.03.1985';
    const quote = (c: string) => (c.includes(';') || c.includes(',') ? `"${c}"` : c);
    const text = [AGRO_RU_HEADERS, row!].map((r) => r.map(quote).join(';')).join('\r\n');
    const up = await agro.upload(windows1251(text), 'агро.csv');
    expect(up.status).toBe(201);
    // cp1251 has no ₸: Excel writes "?", and the header still maps (signs are not compared).
    expect(up.body.data).toMatchObject({ format: 'csv', headers: AGRO_RU_HEADERS.map((h) => h.replace('₸', '?')) });
    expect(up.body.data.mapping).toEqual(AGRO_IMPORT_COLUMNS.map((c) => c.field));
    const report = await agro.dryRun(up.body.data.id);
    expect(report.errors).toEqual([]);
    expect((await agro.run(up.body.data.id)).job).toMatchObject({ created_rows: 1 });
    const [stored] = byIin(form.iin);
    expect(stored).toMatchObject({ name: 'Иванова Мария Петровна', birthday: '1985-03-12', village: 'Красный Яр' });
    expect(courses(stored!.id)).toEqual(['apple', 'broiler']);
  });

  it('undo deletes what the batch created and restores the exact rows it filled', async () => {
    const { token } = await t.userWithRole('admin');
    const agro = importFlow(t, token, 'ru', 'agro');
    const person = agroForm({ products: '', premises: [] });
    expect(
      (await device(t, '').push('agro.apply', { client_record_id: crypto.randomUUID(), form: person })).status,
    ).toBe('applied');
    const id = byIin(person.iin)[0]!.id;
    const was = rawAgro(id);
    const newcomer = agroForm();
    const job = await agro.importAll(
      await sheet([{ ...person, products: 'Мёд', premises: ['pond'] }, newcomer]),
      'fill',
    );
    expect(job).toMatchObject({ created_rows: 1, updated_rows: 1 });
    expect(byIin(person.iin)[0]!.answers).toMatchObject({ products: 'Мёд', premises: ['pond'] });

    const undo = await agro.undo(job.id);
    expect(undo.status).toBe(200);
    expect((undo.body as { data: { status: string } }).data.status).toBe('undone');
    expect(rawAgro(id)).toEqual(was);
    expect(byIin(newcomer.iin)).toEqual([]);
    expect((await agro.undo(job.id)).status).toBe(409);
  });

  it('undo is refused, naming the application, once it was enrolled in a course since', async () => {
    const { token } = await t.userWithRole('admin');
    const agro = importFlow(t, token, 'ru', 'agro');
    const a = agroForm({ fio: 'Сәуле Жанқызы' });
    const job = await agro.importAll(await sheet([agroForm(), a]));
    const id = byIin(a.iin)[0]!.id;
    for (const body of [{ status: 'screened' }, { status: 'enrolled', course: 'apple' }])
      expect((await t.call('POST', `/api/agro/applications/${id}/status`, { token, body })).status).toBe(200);
    const before = everything();
    const undo = await agro.undo(job.id);
    expect(undo.status).toBe(409);
    expect(undo.body).toMatchObject({
      code: 'undo_blocked',
      blocking: [
        {
          row: 3,
          name: 'Сәуле Жанқызы',
          iin: expect.stringMatching(/\*{5}/),
          reasons: ['imports.undo.status_changed', 'imports.undo.enrolled'],
        },
      ],
    });
    expect(everything()).toEqual(before);
  });
});
