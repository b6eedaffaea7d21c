/** Builds an applicant-import XLSX in memory, the way staff fill the template: field ids in row 1, a hint row. */
import ExcelJS from 'exceljs';
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import type { Db } from '../../db/client.ts';
import { importJobs } from '../../db/schema.ts';
import { importFile } from '../../api/imports/run-job.ts';
import { registrationForm } from './registration-data.ts';
import { IMPORT_COLUMNS } from '../../contract/imports.ts';
import type { RegistrationInput } from '../../contract/registration.ts';

const cell = (v: unknown) => (v === true ? 'yes' : v === false ? 'no' : v === undefined || v === null ? '' : String(v));

export async function importSheet(rows: Partial<RegistrationInput>[]): Promise<Buffer> {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('applicants');
  ws.addRow(IMPORT_COLUMNS.map((c) => c.field));
  ws.addRow(IMPORT_COLUMNS.map((c, i) => (i === 0 ? '# hint' : c.field)));
  for (const r of rows) ws.addRow(IMPORT_COLUMNS.map((c) => cell(r[c.field as keyof RegistrationInput])));
  return Buffer.from(await wb.xlsx.writeBuffer());
}

/** An import of `people` registration rows, queued by `createdBy` with its file on disk, as an upload leaves it. */
export async function queuedImport(t: { db: Db; dir: string }, createdBy: number, people: number) {
  const job = t.db
    .insert(importJobs)
    .values({ fileName: 'people.xlsx', createdBy, status: 'queued' })
    .returning()
    .get();
  const path = importFile(t.dir, job.id);
  mkdirSync(dirname(path), { recursive: true });
  writeFileSync(path, await importSheet(Array.from({ length: people }, () => registrationForm())));
  return job;
}
