import ExcelJS from 'exceljs';
import { eq } from 'drizzle-orm';
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { applications, importJobs, users } from '../../db/schema.ts';
import { importsIdle, resumeImports } from '../../api/imports/queue.ts';
import { importFile } from '../../api/imports/run-job.ts';
import { MAX_IMPORT_BYTES, type ImportJobDetail } from '../../contract/imports.ts';
import { importFlow } from '../support/import-flow.ts';
import { importSheet } from '../support/import-sheet.ts';
import { nextIin, registrationForm, SEMEY, ABAY_REGION } from '../support/registration-data.ts';
import { translated } from '../support/translated-errors.ts';
import { makeTestApp } from '../support/test-app.ts';

let t: ReturnType<typeof makeTestApp>;
beforeEach(() => (t = makeTestApp()));
afterEach(() => t.close());

async function upload(token: string, bytes: Buffer, name = 'people.xlsx', locale = 'en') {
  const form = new FormData();
  form.append('file', new File([new Uint8Array(bytes)], name));
  return t.app.request('/api/imports', {
    method: 'POST',
    body: form,
    headers: { Authorization: `Bearer ${token}`, 'X-Localization': locale },
  });
}

async function finished(token: string, id: number) {
  await importsIdle(t.db);
  const res = await t.call('GET', `/api/imports/${id}`, { token });
  return ((await res.json()) as { data: ImportJobDetail }).data;
}

const imported = () => t.db.select().from(applications).where(eq(applications.source, 'import')).all();

describe('applicant import', () => {
  it('offers a template with the registration fields, a hint row and drop-down lists', async () => {
    const { token } = await t.userWithRole('admin');
    const res = await t.call('GET', '/api/reports/import/template', { token, locale: 'en' });
    expect(res.status).toBe(200);
    expect(res.headers.get('Content-Type')).toContain('spreadsheetml');
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(await res.arrayBuffer());
    const ws = wb.worksheets[0]!;
    const header = (ws.getRow(1).values as unknown[]).slice(1);
    expect(header).toEqual(expect.arrayContaining(['fio', 'iin', 'phone', 'lesson_district_id', 'offline_only']));
    expect(String(ws.getCell(2, 1).value)).toMatch(/^# Full name/);
    const genderCol = header.indexOf('gender') + 1;
    expect(ws.getCell(3, genderCol).dataValidation).toMatchObject({ type: 'list', formulae: ['"male,female"'] });
  });

  it('imports the good rows once and lists each bad row with its field and message', async () => {
    const { token } = await t.userWithRole('admin');
    const good = [registrationForm(), registrationForm({ fio: 'Дана Серікқызы' })];
    const twin = registrationForm({ iin: good[0]!.iin });
    const sheet = await importSheet([
      ...good, // rows 3, 4
      registrationForm({ iin: '900517300000' }), // row 5: check digit wrong
      twin, // row 6: same IIN as row 3
      registrationForm({ fio: '', lesson_district_id: SEMEY }), // row 7: no name, district outside the region
    ]);
    const res = await upload(token, sheet);
    // A template file stops at the mapping step too, mapped by its field ids (ADR 082).
    expect(res.status).toBe(201);
    const queued = ((await res.json()) as { data: ImportJobDetail }).data;
    expect(queued).toMatchObject({ status: 'mapping', status_id: 5, file_name: 'people.xlsx' });
    expect(queued.mapping[0]).toBe('fio');
    const f = importFlow(t, token);
    await f.dryRun(queued.id);
    await f.run(queued.id);

    const job = await finished(token, queued.id);
    expect(job).toMatchObject({
      status: 'success',
      status_id: 1,
      total_rows: 5,
      imported_rows: 2,
      created_rows: 2,
      duplicate_rows: 1,
      error_rows: 2,
    });
    expect(job.errors).toEqual([
      { row: 5, field: 'iin', message_id: 'validation.iin.invalid', message: expect.any(String) },
      { row: 6, field: 'iin', message_id: 'imports.row.duplicate_in_file', message: expect.any(String) },
      { row: 7, field: 'fio', message_id: 'validation.required', message: expect.any(String) },
    ]);
    expect(job.errors[0]!.message).not.toBe('validation.iin.invalid');
    expect(imported()).toHaveLength(2);
    const people = t.db.select().from(users).where(eq(users.iin, good[0]!.iin)).all();
    expect(people).toHaveLength(1);

    const list = await t.call('GET', '/api/imports', { token });
    const jobs = ((await list.json()) as { data: ImportJobDetail[] }).data;
    expect(jobs.map((j) => [j.id, j.status])).toEqual([[queued.id, 'success']]);
  });

  it('importing the same file twice adds nobody the second time', async () => {
    const { token } = await t.userWithRole('admin');
    const sheet = await importSheet([registrationForm(), registrationForm()]);
    const f = importFlow(t, token);
    expect(await f.importAll(sheet)).toMatchObject({ imported_rows: 2, error_rows: 0 });
    const job = await f.importAll(sheet);
    expect(job).toMatchObject({ status: 'success', imported_rows: 0, duplicate_rows: 2, error_rows: 0 });
    expect(job.errors.filter((e) => e.field === 'iin').map((e) => e.message_id)).toEqual([
      'imports.row.exists',
      'imports.row.exists',
    ]);
    expect(imported()).toHaveLength(2);
  });

  it('refuses a file that is neither an XLSX nor a CSV with a translated error', async () => {
    const { token } = await t.userWithRole('admin');
    const xls = Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, 0, 0, 0, 0]);
    const res = await upload(token, xls, 'people.xls', 'ru');
    expect(res.status).toBe(422);
    const body = (await res.json()) as { errors: { file: string[] } };
    expect(body.errors.file).toEqual(['imports.file.not_xlsx']);
    expect(translated(body.errors, 'ru').file![0]).toMatch(/Excel/);
    expect(t.db.select().from(importJobs).all()).toHaveLength(0);
  });

  it('refuses a file over the size limit before anything is stored', async () => {
    const { token } = await t.userWithRole('admin');
    const big = Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04]), Buffer.alloc(MAX_IMPORT_BYTES + 1024)]);
    const res = await upload(token, big, 'big.xlsx', 'en');
    expect(res.status).toBe(413);
    expect(((await res.json()) as { message: string }).message).not.toBe('errors.too_large');
    expect(t.db.select().from(importJobs).all()).toHaveLength(0);
  });

  it('a damaged archive is refused at upload, and a damaged queued job ends as error with nothing imported', async () => {
    const { user, token } = await t.userWithRole('admin');
    const notReally = Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04]), Buffer.alloc(100, 1)]);
    const res = await upload(token, notReally);
    expect(res.status).toBe(422);
    expect(((await res.json()) as { errors: unknown }).errors).toEqual({ file: ['imports.file.not_xlsx'] });

    // A file queued before the upload check existed is measured again when its job runs.
    const job = t.db.insert(importJobs).values({ fileName: 'old.xlsx', createdBy: user.id }).returning().get();
    mkdirSync(dirname(importFile(t.dir, job.id)), { recursive: true });
    writeFileSync(importFile(t.dir, job.id), notReally);
    await resumeImports(t.db, t.dir);
    expect(await finished(token, job.id)).toMatchObject({
      status: 'error',
      status_id: 2,
      failure: 'imports.failure.unreadable',
    });
    expect(imported()).toEqual([]);
  });

  it('an import whose file cannot be read when it runs ends as error and reports nothing imported', async () => {
    const { token } = await t.userWithRole('admin');
    const f = importFlow(t, token);
    const up = await f.upload(await importSheet([registrationForm(), registrationForm()]));
    await f.plan(up.body.data.id, up.body.data.mapping);
    expect(await f.dryRun(up.body.data.id)).toMatchObject({ status: 'checked', created_rows: 2 });
    writeFileSync(importFile(t.dir, up.body.data.id), Buffer.alloc(100, 1)); // the stored file is damaged meanwhile
    const { job } = await f.run(up.body.data.id);
    expect(job).toMatchObject({ status: 'error', failure: 'imports.failure.unreadable', created_rows: 0 });
    expect(job).toMatchObject({ imported_rows: 0, updated_rows: 0 });
    expect(imported()).toEqual([]);
  });

  it('an operator imports only into their own districts', async () => {
    const { token } = await t.userWithRole('operator', { districtIds: [SEMEY] });
    const mine = registrationForm({
      region_id: ABAY_REGION,
      district_id: SEMEY,
      lesson_region_id: ABAY_REGION,
      lesson_district_id: SEMEY,
    });
    const sheet = await importSheet([mine, registrationForm({ iin: nextIin() })]);
    const done = await importFlow(t, token).importAll(sheet);
    expect(done).toMatchObject({ imported_rows: 1, error_rows: 1 });
    expect(done.errors.map((e) => [e.row, e.field, e.message_id])).toEqual([
      [4, 'district_id', 'validation.district.not_yours'],
      [4, 'lesson_district_id', 'validation.district.not_yours'],
    ]);
  });

  it('a job left queued or cut off mid-way runs at the next start without importing a row twice', async () => {
    const { user } = await t.userWithRole('admin');
    const rows = [registrationForm(), registrationForm()];
    const jobs = t.db
      .insert(importJobs)
      .values([
        { fileName: 'a.xlsx', createdBy: user.id, status: 'in_process' },
        { fileName: 'b.xlsx', createdBy: user.id, status: 'queued' },
      ])
      .returning()
      .all();
    for (const [i, j] of jobs.entries()) {
      const path = importFile(t.dir, j.id);
      mkdirSync(dirname(path), { recursive: true });
      writeFileSync(path, await importSheet(i === 0 ? rows : [registrationForm()]));
    }
    // Row 3 of the first job had been imported before the process died.
    const { runJob } = await import('../../api/imports/run-job.ts');
    await runJob(t.db, t.dir, jobs[0]!);
    t.db.update(importJobs).set({ status: 'in_process' }).where(eq(importJobs.id, jobs[0]!.id)).run();

    await resumeImports(t.db, t.dir);
    const after = t.db.select().from(importJobs).all();
    expect(after.map((j) => [j.status, j.importedRows, j.errorRows])).toEqual([
      ['success', 2, 0],
      ['success', 1, 0],
    ]);
    expect(imported()).toHaveLength(3);
  });
});
