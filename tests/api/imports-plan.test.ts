/**
 * The import an officer can trust (issue 20, points 4–8): mapping by header and per source, CSV in
 * Excel's encodings, a dry run that writes nothing, the duplicate strategies, undo, the error workbook
 * and KATO names.
 */
import ExcelJS from 'exceljs';
import { eq, sql } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { applications, users } from '../../db/schema.ts';
import { IMPORT_COLUMNS } from '../../contract/imports.ts';
import { importSheet } from '../support/import-sheet.ts';
import { importFlow, plainSheet } from '../support/import-flow.ts';
import { insertFlow } from '../support/flows.ts';
import { device } from '../support/push.ts';
import { AKMOLA, KOKSHETAU, nextIin, nextPhone, registrationForm } from '../support/registration-data.ts';
import { makeTestApp } from '../support/test-app.ts';

let t: ReturnType<typeof makeTestApp>;
beforeEach(() => (t = makeTestApp()));
afterEach(() => t.close());

const RU_HEADERS = ['ФИО', 'ИИН', 'Пол', 'Дата рождения', 'Телефон', 'Область', 'Район', 'Населенный пункт', 'Адрес'];
const ruRow = (iin = nextIin(), over: Partial<Record<string, string>> = {}) => {
  const r = {
    fio: 'Иванов Иван Иванович',
    iin,
    gender: 'male',
    birthday: '1990-05-17',
    phone: nextPhone(),
    region: String(AKMOLA),
    district: String(KOKSHETAU),
    locality: 'Кокшетау',
    address: 'ул. Абая, 1',
    ...over,
  };
  return Object.values(r);
};
/** Columns the Russian list lacks, as fixed values: the rest of a registration. */
const REST: Record<string, string> = {
  education: 'higher',
  social_status: 'employed',
  family_status: 'no',
  family_members: '3',
  has_loans: 'no',
  family_income: '200000',
  education_goal: 'repay_debts',
  training_language: 'ru',
  lesson_region_id: String(AKMOLA),
  lesson_district_id: String(KOKSHETAU),
  consent_personal_data: 'yes',
  accept_agreement: 'yes',
  offline_only: 'yes',
};
const withRest = (headers: string[], rows: string[][]) => ({
  headers: [...headers, ...Object.keys(REST)],
  rows: rows.map((r) => [...r, ...Object.values(REST)]),
});

/** Every row of the tables a person's registration touches, raw, for before/after comparisons. */
const everything = () => [
  ...['users', 'applicant_profiles', 'applications', 'counters', 'sqlite_sequence'].map((table) =>
    t.db.all(
      sql`SELECT * FROM ${sql.identifier(table)} WHERE ${sql.raw(table === 'sqlite_sequence' ? "name NOT LIKE 'import%' AND name != 'user_actions'" : '1')}`,
    ),
  ),
  // The job's own bookkeeping (finished, counts) is logged; nothing about people is.
  t.db.all(sql`SELECT * FROM user_actions WHERE subject_type IS NOT 'import_job'`),
];
const raw = (userId: number) => ({
  user: t.db.get(sql`SELECT * FROM users WHERE id = ${userId}`),
  profile: t.db.get(sql`SELECT * FROM applicant_profiles WHERE user_id = ${userId}`),
  application: t.db.get<Record<string, unknown>>(sql`SELECT * FROM applications WHERE applicant_id = ${userId}`),
});

// Each step reads the file in a worker thread; on a shared machine a story of five imports takes a while.
describe('import: mapping, dry run, strategies, undo', { timeout: 120_000 }, () => {
  it('proposes a mapping from Russian headers, saves the edited one per source and proposes it again', async () => {
    const { token } = await t.userWithRole('admin');
    const f = importFlow(t, token);
    const headers = [...RU_HEADERS, 'Колонка 7'];
    const up = await f.upload(await plainSheet(headers, [[...ruRow(), 'x']]), 'akimat.xlsx', 'Зеренді әкімдігі');
    expect(up.status).toBe(201);
    const job = up.body.data;
    expect(job).toMatchObject({ status: 'mapping', headers, source_name: 'Зеренді әкімдігі' });
    expect(job.sample).toHaveLength(1);
    expect(job.mapping).toEqual([
      'fio',
      'iin',
      'gender',
      'birthday',
      'phone',
      'region_id',
      'district_id',
      'locality',
      'residence_address',
      null,
    ]);
    expect(job.issues).toContainEqual({
      level: 'warning',
      column: 9,
      field: null,
      message_id: 'imports.header.unknown',
    });
    expect(job.issues.filter((i) => i.level === 'error')).toEqual([]);

    // Header errors: no IIN column, one field twice; the dry run is refused with them.
    const bad = ['fio', null, 'gender', 'birthday', 'phone', 'region_id', 'district_id', 'locality', 'locality', null];
    const planned = await f.plan(job.id, bad, 'skip');
    expect(planned.body.data.issues.filter((i) => i.level === 'error').map((i) => i.message_id)).toEqual([
      'imports.header.no_iin',
      'imports.header.mapped_twice',
    ]);
    expect((await t.call('POST', `/api/imports/${job.id}/dry-run`, { token })).status).toBe(422);

    await f.plan(
      job.id,
      [...job.mapping.slice(0, 7), null, 'residence_address', 'locality'],
      'fill',
      'Зеренді әкімдігі',
    );
    // The next list of this source, its columns in another order: the saved choices come back by header.
    const next = await f.upload(
      await plainSheet(['Колонка 7', 'ИИН', 'Населенный пункт'], [['Ақсу', nextIin(), 'y']]),
      'b.xlsx',
      'Зеренді әкімдігі',
    );
    expect(next.body.data.mapping).toEqual(['locality', 'iin', null]);
    const other = await f.upload(await plainSheet(['Колонка 7', 'ИИН'], [['Ақсу', nextIin()]]), 'c.xlsx', 'другой');
    expect(other.body.data.mapping).toEqual([null, 'iin']);
    const sources = await t.call('GET', '/api/imports/sources', { token });
    expect(((await sources.json()) as { data: string[] }).data).toEqual(['Зеренді әкімдігі']);
  });

  it('a dry run writes nothing and reports create, duplicate (database, sync, file) and error per row', async () => {
    const { token } = await t.userWithRole('admin');
    const operator = await t.userWithRole('operator', { districtIds: [KOKSHETAU] });
    const synced = registrationForm();
    const pushed = await device(t, operator.token).push('registration.submit', {
      client_record_id: crypto.randomUUID(),
      form: synced,
    });
    expect(pushed.status).toBe('applied');
    const fresh = registrationForm();
    const f = importFlow(t, token, 'ru');
    const up = await f.upload(
      await importSheet([
        fresh,
        synced,
        registrationForm({ iin: fresh.iin }),
        registrationForm({ iin: '900517300000' }),
      ]),
    );
    await f.plan(up.body.data.id, up.body.data.mapping, 'skip');
    const before = everything();
    const report = await f.dryRun(up.body.data.id);
    expect(everything()).toEqual(before);
    expect(report).toMatchObject({
      status: 'checked',
      ready: true,
      created_rows: 1,
      duplicate_rows: 2,
      error_rows: 1,
      imported_rows: 1,
    });
    expect(report.rows.map((r) => [r.row, r.outcome])).toEqual([
      [3, 'create'],
      [4, 'duplicate'],
      [5, 'duplicate'],
      [6, 'error'],
    ]);
    expect(report.rows[0]!.iin).toMatch(/\*{5}/);
    const reasons = report.errors.map((e) => [e.row, e.message_id]);
    expect(reasons).toEqual([
      [4, 'imports.row.exists'],
      [5, 'imports.row.duplicate_in_file'],
      [6, 'validation.iin.invalid'],
    ]);
    expect(report.errors[0]!.message).toMatch(/уже зарегистрирован/);
  });

  it('the import runs only after a dry run of the same mapping and strategy', async () => {
    const { token } = await t.userWithRole('admin');
    const f = importFlow(t, token);
    const up = await f.upload(await importSheet([registrationForm()]));
    const id = up.body.data.id;
    expect((await f.run(id)).body).toMatchObject({ code: 'needs_dry_run' });
    await f.dryRun(id);
    await f.plan(id, up.body.data.mapping, 'overwrite');
    expect((await f.detail(id)).ready).toBe(false);
    expect((await f.run(id)).status).toBe(409);
    await f.dryRun(id);
    const done = (await f.run(id)).job!;
    expect(done).toMatchObject({ status: 'success', created_rows: 1, imported_rows: 1 });
    const app = t.db.select().from(applications).where(eq(applications.source, 'import')).get()!;
    expect(app.importJobId).toBe(id);
  });

  it('applies each duplicate strategy: skip, fill empty fields only, overwrite', async () => {
    const { token } = await t.userWithRole('admin');
    const f = importFlow(t, token);
    const person = registrationForm({ email: '', residence_address: 'Абай көшесі, 12' });
    await f.importAll(await importSheet([person]));
    const user = () => t.db.select().from(users).where(eq(users.iin, person.iin)).get()!;
    const original = user();
    expect(original.email).toBeNull();
    const again = await importSheet([{ ...person, email: 'new@example.kz', locality: 'Ақсу' }]);

    const skip = await f.importAll(again, 'skip');
    expect(skip).toMatchObject({ duplicate_rows: 1, updated_rows: 0 });
    expect(user()).toEqual(original);

    const fill = await f.importAll(again, 'fill');
    expect(fill).toMatchObject({ updated_rows: 1 });
    expect(user()).toMatchObject({ email: 'new@example.kz', locality: original.locality });
    expect(t.db.select().from(applications).where(eq(applications.applicantId, original.id)).get()!.importJobId).toBe(
      fill.id,
    );

    const nothing = await f.importAll(again, 'fill');
    expect(nothing).toMatchObject({ duplicate_rows: 1, updated_rows: 0 });
    expect(nothing.errors.map((e) => e.message_id)).toEqual(['imports.row.nothing_to_fill']);

    const overwrite = await f.importAll(again, 'overwrite');
    expect(overwrite).toMatchObject({ updated_rows: 1 });
    expect(user()).toMatchObject({ email: 'new@example.kz', locality: 'Ақсу' });
    expect(t.db.select().from(users).where(eq(users.iin, person.iin)).all()).toHaveLength(1);
  });

  it('reads a cp1251 CSV separated by semicolons, as Russian Excel saves it', async () => {
    const { token } = await t.userWithRole('admin');
    const f = importFlow(t, token);
    const { headers, rows } = withRest(RU_HEADERS, [ruRow(nextIin(), { address: 'ул. Абая; дом 1' })]);
    const quote = (c: string) => (c.includes(';') ? `"${c}"` : c);
    const text = [headers, ...rows].map((r) => r.map(quote).join(';')).join('\r\n');
    const { windows1251 } = await import('../support/cp1251.ts');
    const up = await f.upload(windows1251(text), 'список.csv');
    expect(up.status).toBe(201);
    expect(up.body.data).toMatchObject({ format: 'csv', headers });
    expect(up.body.data.sample[0]![8]).toBe('ул. Абая; дом 1');
    expect(up.body.data.mapping.slice(0, 9)).toEqual([
      'fio',
      'iin',
      'gender',
      'birthday',
      'phone',
      'region_id',
      'district_id',
      'locality',
      'residence_address',
    ]);
    const report = await f.dryRun(up.body.data.id);
    expect(report.errors).toEqual([]);
    const done = (await f.run(up.body.data.id)).job!;
    expect(done).toMatchObject({ created_rows: 1 });
    expect(t.db.select().from(users).where(eq(users.iin, rows[0]![1]!)).get()!.name).toBe('Иванов Иван Иванович');

    // UTF-8 with a BOM and commas works the same way.
    const utf = withRest(RU_HEADERS, [ruRow()]);
    const bom = Buffer.concat([
      Buffer.from([0xef, 0xbb, 0xbf]),
      Buffer.from([utf.headers, ...utf.rows].map((r) => r.join(',')).join('\n')),
    ]);
    const second = await f.upload(bom, 'list.csv');
    expect(second.body.data.headers[0]).toBe('ФИО');
  });

  it('undo deletes what the batch created and restores the exact rows it updated (fill empty)', async () => {
    const { token } = await t.userWithRole('admin');
    const f = importFlow(t, token);
    const person = registrationForm({ email: '' });
    await f.importAll(await importSheet([person]));
    const id = t.db.select().from(users).where(eq(users.iin, person.iin)).get()!.id;
    const was = raw(id);
    const newcomer = registrationForm();
    const job = await f.importAll(await importSheet([{ ...person, email: 'filled@example.kz' }, newcomer]), 'fill');
    expect(job).toMatchObject({ created_rows: 1, updated_rows: 1 });
    expect(raw(id).user).toMatchObject({ email: 'filled@example.kz' });

    const undo = await f.undo(job.id);
    expect(undo.status).toBe(200);
    expect((undo.body as { data: { status: string } }).data.status).toBe('undone');
    const now = raw(id);
    expect(now.user).toEqual(was.user);
    expect(now.profile).toEqual(was.profile);
    // Every column as it was; the sync version moves on so devices pull the restored record.
    const { server_version: v0, ...app0 } = was.application!;
    const { server_version: v1, ...app1 } = now.application!;
    expect(app1).toEqual(app0);
    expect(Number(v1)).toBeGreaterThan(Number(v0));
    expect(t.db.select().from(users).where(eq(users.iin, newcomer.iin)).all()).toEqual([]);
    expect((await f.undo(job.id)).status).toBe(409);
  });

  it('undo is refused, naming the record, when a flow took one of its people since', async () => {
    const { token } = await t.userWithRole('admin');
    const f = importFlow(t, token);
    const a = registrationForm({ fio: 'Айгүл Серікова' });
    const job = await f.importAll(await importSheet([registrationForm(), a]));
    const flow = insertFlow(t.db, { regionId: AKMOLA, districtId: KOKSHETAU });
    const app = t.db
      .select()
      .from(applications)
      .innerJoin(users, eq(users.id, applications.applicantId))
      .where(eq(users.iin, a.iin))
      .get()!;
    t.db.update(applications).set({ flowId: flow.id }).where(eq(applications.id, app.applications.id)).run();
    const before = everything();
    const undo = await f.undo(job.id);
    expect(undo.status).toBe(409);
    expect(undo.body).toMatchObject({
      code: 'undo_blocked',
      blocking: [
        {
          row: 4,
          name: 'Айгүл Серікова',
          iin: expect.stringMatching(/\*{5}/),
          reasons: ['imports.undo.flow_assigned'],
        },
      ],
    });
    expect(everything()).toEqual(before);
  });

  it('downloads the failed rows as sent, with an error column, ready to fix and upload again', async () => {
    const { token } = await t.userWithRole('admin');
    const f = importFlow(t, token);
    const up = await f.upload(
      await importSheet([registrationForm(), registrationForm({ iin: '900517300000', fio: 'Қате Жол' })]),
    );
    await f.dryRun(up.body.data.id);
    const res = await t.call('GET', `/api/imports/${up.body.data.id}/errors`, { token, locale: 'ru' });
    expect(res.status).toBe(200);
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(await res.arrayBuffer());
    const ws = wb.worksheets[0]!;
    const header = (ws.getRow(1).values as unknown[]).slice(1);
    expect(header).toEqual([...IMPORT_COLUMNS.map((c) => c.field), 'Ошибка']);
    expect(ws.rowCount).toBe(2);
    expect(ws.getCell(2, 1).value).toBe('Қате Жол');
    expect(String(ws.getCell(2, header.length).value)).toMatch(/ИИН/);
  });

  it('matches KATO names with abbreviations and asks about ambiguous ones, the pick applying to every such row', async () => {
    const { token } = await t.userWithRole('admin');
    const f = importFlow(t, token);
    const { headers, rows } = withRest(RU_HEADERS, [
      ruRow(nextIin(), { region: 'Акмолинская обл.', district: 'Аккольский р-н' }),
      ruRow(nextIin(), { region: '', district: 'Есильский р-н' }),
      ruRow(nextIin(), { region: '', district: 'есильский район' }),
    ]);
    const up = await f.upload(await plainSheet(headers, rows));
    const report = await f.dryRun(up.body.data.id);
    expect(report.rows.map((r) => r.outcome)).toEqual(['create', 'error', 'error']);
    expect(report.kato).toHaveLength(1);
    const q = report.kato[0]!;
    expect(q).toMatchObject({ field: 'district_id', text: 'Есильский р-н', picked: null });
    expect(q.options.map((o) => o.id).sort()).toEqual([114800000, 594200000]);
    await f.pick(up.body.data.id, q.key, 114800000);
    const again = await f.dryRun(up.body.data.id);
    expect(again.rows.map((r) => r.outcome)).toEqual(['create', 'create', 'create']);
    expect(again.kato[0]!.picked).toBe(114800000);
    await f.run(up.body.data.id);
    const placed = t.db.select().from(users).where(eq(users.iin, rows[1]![1]!)).get()!;
    expect(placed).toMatchObject({ regionId: AKMOLA, districtId: 114800000 });
    const first = t.db.select().from(users).where(eq(users.iin, rows[0]![1]!)).get()!;
    expect(first.districtId).toBe(113200000);
  });

  it('an operator reaches only their own jobs: another operator’s answers 404 at every step', async () => {
    const a = await t.userWithRole('operator', { districtIds: [KOKSHETAU] });
    const b = await t.userWithRole('operator', { districtIds: [KOKSHETAU] });
    const up = await importFlow(t, a.token).upload(await importSheet([registrationForm()]));
    const id = up.body.data.id;
    for (const [method, path, body] of [
      ['GET', `/api/imports/${id}`, undefined],
      ['PUT', `/api/imports/${id}/plan`, { mapping: up.body.data.mapping, strategy: 'skip' }],
      ['POST', `/api/imports/${id}/dry-run`, undefined],
      ['POST', `/api/imports/${id}/undo`, undefined],
      ['GET', `/api/imports/${id}/errors`, undefined],
    ] as const)
      expect((await t.call(method, path, { token: b.token, body })).status, path).toBe(404);
  });
});
