/**
 * An officer imports an akimat's list with Russian headers — of training applicants, and of agro
 * applications: the columns map themselves but one, which the officer maps by hand; the dry run's report
 * shows what would happen; the import runs; undo takes it back (issue 20, points 4–8).
 */
import type { APIRequestContext, Page } from '@playwright/test';
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { IMPORT_COLUMNS } from '../../contract/imports.ts';
import { E2E_ADMIN } from '../support/server.ts';
import { agroForm } from '../support/agro-data.ts';
import { AGRO_RU_HEADERS, agroRows } from '../support/agro-sheet.ts';
import { plainSheet } from '../support/plain-sheet.ts';
import { registrationForm } from '../support/registration-data.ts';
import { expect, test } from './fixtures.ts';

// Nothing here is offline: no service worker, whose precaching would only slow the test down.
test.use({ serviceWorkers: 'block' });

async function signInAsAdmin(page: Page, request: APIRequestContext) {
  const res = await request.post('/api/auth/login', { data: E2E_ADMIN });
  const { data } = (await res.json()) as { data: { token: string; user: unknown } };
  await page.addInitScript((s) => {
    localStorage.setItem('qaryzsyz.token', JSON.stringify(s.token));
    localStorage.setItem('qaryzsyz.user', JSON.stringify(s.user));
  }, data);
}

const labels = JSON.parse(readFileSync(new URL('../../locales/ru.json', import.meta.url), 'utf8')) as Record<
  string,
  string
>;
/** The list's headers: the form's Russian labels, "ФИО" and "ИИН" as akimats write them, and one header nobody could guess. */
const header = (field: string) =>
  field === 'fio'
    ? 'ФИО'
    : field === 'iin'
      ? 'ИИН'
      : field === 'locality'
        ? 'Село проживания'
        : labels[`registration.field.${field}`]!;
const cell = (v: unknown) => (v === true ? 'да' : v === undefined || v === null ? '' : String(v));

test('an officer maps a list with Russian headers, reads the dry run, imports and undoes', async ({
  page,
  request,
}) => {
  await signInAsAdmin(page, request);
  const people = [
    registrationForm({ fio: 'Ерлан Сапаров' }),
    registrationForm({ fio: 'Дина Абенова' }),
    registrationForm({ iin: '900517300000' }),
  ];
  const sheet = await plainSheet(
    IMPORT_COLUMNS.map((c) => header(c.field)),
    people.map((p) => IMPORT_COLUMNS.map((c) => cell(p[c.field as keyof typeof p]))),
  );
  await page.goto('/en/admin/reports?tab=import');
  const template = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download the template (XLSX)' }).click();
  expect((await template).suggestedFilename()).toBe('applicants-template.xlsx');
  await page.getByLabel('XLSX or CSV file').setInputFiles({
    name: 'akimat-list.xlsx',
    mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    buffer: sheet,
  });
  await page.getByLabel('Source (for example, the district akimat)').first().fill('E2E akimat');
  await page.getByRole('button', { name: 'Upload' }).click();

  const job = page.getByTestId('import-job');
  const mapping = job.getByTestId('import-mapping');
  await expect(mapping.getByRole('combobox', { name: 'ФИО' })).toHaveValue('fio');
  await expect(mapping.getByRole('combobox', { name: 'ИИН' })).toHaveValue('iin');
  await expect(mapping.getByTestId('import-issues-warning')).toContainText('Село проживания');
  await mapping.getByRole('combobox', { name: 'Село проживания' }).selectOption('locality');
  await mapping.getByRole('button', { name: 'Save and check' }).click();

  const report = job.getByTestId('import-report');
  await expect(job.getByTestId('import-status')).toHaveAttribute('data-status', 'checked', { timeout: 30_000 });
  await expect(report).toContainText('Check report (nothing written yet)');
  await expect(report.locator('[data-outcome="create"] strong')).toHaveText('2');
  await expect(report.locator('[data-outcome="error"] strong')).toHaveText('1');
  await expect(report.getByTestId('import-rows').locator('tr[data-outcome="error"]')).toContainText('IIN');

  await report.getByRole('button', { name: 'Import', exact: true }).click();
  await expect(job.getByTestId('import-status')).toHaveAttribute('data-status', 'partial', { timeout: 30_000 });
  await expect(job.getByTestId('import-status')).toHaveText('Done, 1 row with errors');

  await job.getByRole('button', { name: 'Undo this import' }).click();
  await expect(job.getByTestId('import-status')).toHaveAttribute('data-status', 'undone');
  await expect(job.getByTestId('import-status')).toHaveText('Undone');

  // A file that is neither XLSX nor CSV is refused at once, with the reason next to the field.
  await page.getByLabel('XLSX or CSV file').setInputFiles({
    name: 'old.xls',
    mimeType: 'application/vnd.ms-excel',
    buffer: Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0, 0, 0, 0]),
  });
  await page.getByRole('button', { name: 'Upload' }).click();
  await expect(page.getByRole('alert')).toContainText('not an Excel');
});

test('an officer imports agro applications from a list with Russian headers, sees them with the report chart, and undoes', async ({
  page,
  request,
}) => {
  await signInAsAdmin(page, request);
  const tag = `e2e${randomUUID().slice(0, 6)}`;
  const forms = [agroForm({ fio: `Агро Импорт ${tag} А` }), agroForm({ fio: `Агро Импорт ${tag} Б` })];
  const rows = agroRows([...forms, agroForm({ iin: '850312400000' })]);
  // One header nobody could guess: the officer maps it by hand.
  const headers = AGRO_RU_HEADERS.map((h) => (h === 'Село' ? 'Место жительства' : h));
  await page.goto('/en/admin/reports?tab=import');
  await page.getByLabel('What the list holds').selectOption('agro');
  await page.getByLabel('XLSX or CSV file').setInputFiles({
    name: 'agro-list.xlsx',
    mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    buffer: await plainSheet(headers, rows),
  });
  await page.getByRole('button', { name: 'Upload' }).click();

  const job = page.getByTestId('import-job');
  const mapping = job.getByTestId('import-mapping');
  await expect(mapping.getByRole('combobox', { name: 'Курсы' })).toHaveValue('courses');
  await expect(mapping.getByTestId('import-issues-warning')).toContainText('Место жительства');
  await mapping.getByRole('combobox', { name: 'Место жительства' }).selectOption('village');
  await mapping.getByRole('button', { name: 'Save and check' }).click();

  const report = job.getByTestId('import-report');
  await expect(job.getByTestId('import-status')).toHaveAttribute('data-status', 'checked', { timeout: 30_000 });
  await expect(report.locator('[data-outcome="create"] strong')).toHaveText('2');
  await expect(report.locator('[data-outcome="error"] strong')).toHaveText('1');
  await report.getByRole('button', { name: 'Import', exact: true }).click();
  await expect(job.getByTestId('import-status')).toHaveAttribute('data-status', 'partial', { timeout: 30_000 });
  const jobUrl = page.url();

  // The imported applications are in the agro list, and its report draws them per course.
  await page.goto(`/en/admin/agro?q=${encodeURIComponent(tag)}`);
  await expect(page.getByTestId('agro-row')).toHaveCount(2);
  const chart = page.getByTestId('agro-report').getByTestId('report-chart');
  // Every course has its bar; the two chosen ones count both people.
  await expect(chart.getByTestId('chart-bar')).toHaveCount(8);
  for (const course of ['Broiler chickens', 'Apple orchard'])
    await expect(chart.locator(`[aria-label="${course}: 2"]`)).toHaveCount(1);

  await page.goto(jobUrl);
  await job.getByRole('button', { name: 'Undo this import' }).click();
  await expect(job.getByTestId('import-status')).toHaveAttribute('data-status', 'undone');
});
