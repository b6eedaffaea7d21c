/**
 * No spreadsheet may take the server down (issue 14.11): the archive is measured before anything
 * parses it, at upload and again when the job runs, and a job that keeps failing stops being retried.
 */
import ExcelJS from 'exceljs';
import { eq } from 'drizzle-orm';
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { applications, importJobs } from '../../db/schema.ts';
import { importsIdle, resumeImports } from '../../api/imports/queue.ts';
import { importFile, MAX_IMPORT_ATTEMPTS } from '../../api/imports/run-job.ts';
import type { ImportJobDetail } from '../../contract/imports.ts';
import { MAX_IMPORT_ROWS } from '../../contract/imports.ts';
import { importFlow } from '../support/import-flow.ts';
import { importSheet } from '../support/import-sheet.ts';
import { registrationForm } from '../support/registration-data.ts';
import { makeTestApp } from '../support/test-app.ts';
import { readZip, writeZip } from '../support/zip-writer.ts';

let t: ReturnType<typeof makeTestApp>;
beforeEach(() => (t = makeTestApp()));
afterEach(() => t.close());

const MB = 1024 * 1024;

async function upload(token: string, bytes: Buffer) {
  const form = new FormData();
  form.append('file', new File([new Uint8Array(bytes)], 'people.xlsx'));
  return t.app.request('/api/imports', {
    method: 'POST',
    body: form,
    headers: { Authorization: `Bearer ${token}`, 'X-Localization': 'en' },
  });
}

/** A valid import sheet with one more part: 60 MB of zeros that pack into a few dozen KB. */
async function paddedSheet(declaredSize?: number) {
  const parts = await readZip(await importSheet([registrationForm()]));
  return writeZip([...parts, { name: 'xl/media/image1.png', data: Buffer.alloc(60 * MB), declaredSize }]);
}

async function queueFile(createdBy: number, bytes: Buffer, extra: Partial<typeof importJobs.$inferInsert> = {}) {
  const job = t.db
    .insert(importJobs)
    .values({ fileName: 'x.xlsx', createdBy, ...extra })
    .returning()
    .get();
  const path = importFile(t.dir, job.id);
  mkdirSync(dirname(path), { recursive: true });
  writeFileSync(path, bytes);
  return job;
}

const jobRow = (id: number) => t.db.select().from(importJobs).where(eq(importJobs.id, id)).get()!;

describe('import guards', () => {
  it('refuses at upload a file that unpacks past 50 MB, before any job exists', async () => {
    const { token } = await t.userWithRole('admin');
    const bomb = await paddedSheet();
    expect(bomb.length).toBeLessThan(MB);
    const res = await upload(token, bomb);
    expect(res.status).toBe(422);
    expect(((await res.json()) as { errors: unknown }).errors).toEqual({ file: ['imports.failure.too_large'] });
    expect(t.db.select().from(importJobs).all()).toEqual([]);
  });

  it('refuses at upload a workbook of more than 10 sheets', async () => {
    const { token } = await t.userWithRole('admin');
    const wb = new ExcelJS.Workbook();
    for (let i = 0; i < 11; i++) wb.addWorksheet(`s${i}`).addRow(['iin']);
    const res = await upload(token, Buffer.from(await wb.xlsx.writeBuffer()));
    expect(res.status).toBe(422);
    expect(((await res.json()) as { errors: unknown }).errors).toEqual({ file: ['imports.failure.too_many_sheets'] });
  });

  it('a queued bomb whose headers lie about its size ends as error with a reason, and the server answers', async () => {
    const { user, token } = await t.userWithRole('admin');
    const job = await queueFile(user.id, await paddedSheet(1000));
    await resumeImports(t.db, t.dir);
    await importsIdle(t.db);
    const res = await t.call('GET', `/api/imports/${job.id}`, { token, locale: 'en' });
    expect(res.status).toBe(200);
    const { data } = (await res.json()) as { data: ImportJobDetail };
    expect(data).toMatchObject({ status: 'error', failure: 'imports.failure.too_large' });
    expect(jobRow(job.id).attempts).toBe(1);
    expect(t.db.select().from(applications).all()).toEqual([]);
  });

  it('a queued file declaring 4 GB inside ends as error with a reason before anything parses it', async () => {
    const { user } = await t.userWithRole('admin');
    const parts = await readZip(await importSheet([registrationForm()]));
    const bomb = writeZip([
      ...parts,
      { name: 'xl/media/image1.png', data: Buffer.alloc(10), declaredSize: 0xfffffff0 },
    ]);
    const job = await queueFile(user.id, bomb);
    await resumeImports(t.db, t.dir);
    expect(jobRow(job.id)).toMatchObject({ status: 'error', failure: 'imports.failure.too_large' });
  });

  it(`gives up on a job after ${MAX_IMPORT_ATTEMPTS} started runs instead of retrying it at every start`, async () => {
    const { user } = await t.userWithRole('admin');
    // Three runs started and none finished: the process died each time while reading this file.
    const job = await queueFile(user.id, await importSheet([registrationForm()]), {
      status: 'in_process',
      attempts: MAX_IMPORT_ATTEMPTS,
    });
    await resumeImports(t.db, t.dir);
    expect(jobRow(job.id)).toMatchObject({ status: 'error', failure: 'imports.failure.gave_up' });
    expect(t.db.select().from(applications).all()).toEqual([]);

    const good = await queueFile(user.id, await importSheet([registrationForm()]));
    await resumeImports(t.db, t.dir);
    expect(jobRow(good.id)).toMatchObject({ status: 'success', importedRows: 1, attempts: 1 });
  });

  it(`a CSV is held to the same ${MAX_IMPORT_ROWS}-row cap: its dry run ends as error with the reason`, async () => {
    const { token } = await t.userWithRole('admin');
    const f = importFlow(t, token);
    const lines = ['ИИН;ФИО', ...Array.from({ length: MAX_IMPORT_ROWS + 1 }, (_, i) => `${900517300000 + i};Ф ${i}`)];
    const up = await f.upload(Buffer.from(lines.join('\n')), 'big.csv');
    expect(up.status).toBe(201);
    expect(up.body.data).toMatchObject({ format: 'csv', mapping: ['iin', 'fio'] });
    const job = await f.dryRun(up.body.data.id);
    expect(job).toMatchObject({ status: 'error', failure: 'imports.failure.too_many_rows', ready: false });
    expect(t.db.select().from(applications).all()).toEqual([]);
  });
});
