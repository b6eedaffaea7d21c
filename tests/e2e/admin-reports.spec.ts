import type { APIRequestContext, Page } from '@playwright/test';
import { readFile } from 'node:fs/promises';
import { E2E_ADMIN } from '../support/server.ts';
import { expect, test } from './fixtures.ts';
import { writeServerDb } from './server-db.ts';

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

/** Applications in one month of a past year nobody else uses, so the report's numbers are exactly ours. */
/**
 * Applications with these statuses in a month of their own: one in which the database (shared by the whole
 * suite) holds no application yet, picked inside the same write transaction, so no other story's rows count.
 */
function seedMonth(statuses: string[]) {
  return writeServerDb((db) => {
    const district = db.prepare('SELECT id, parent_id FROM kato WHERE level = 2 ORDER BY sort LIMIT 1').get() as {
      id: number;
      parent_id: number;
    };
    const inMonth = db.prepare('SELECT count(*) FROM applications WHERE created_at >= ? AND created_at < ?').pluck();
    let year: number;
    let month: string;
    do {
      year = 1901 + Math.floor(Math.random() * 99);
      month = String(1 + Math.floor(Math.random() * 12)).padStart(2, '0');
    } while (
      (inMonth.get(
        Date.parse(`${year}-${month}-01T00:00:00+05:00`),
        Date.parse(`${year}-${month}-28T23:59:59+05:00`),
      ) as number) > 0
    );
    const at = Date.parse(`${year}-${month}-15T10:00:00+05:00`);
    for (const status of statuses) {
      const phone = `7708${String(Math.floor(Math.random() * 1e7)).padStart(7, '0')}`;
      const user = db
        .prepare('INSERT INTO users (name, phone, role_id) VALUES (?, ?, 1) RETURNING id')
        .pluck()
        .get('Report applicant', phone) as number;
      db.prepare(
        `INSERT INTO applications (applicant_id, status, lesson_region_id, lesson_district_id, created_at)
           VALUES (?, ?, ?, ?, ?)`,
      ).run(user, status, district.parent_id, district.id, at);
    }
    return { from: `${year}-${month}-01`, to: `${year}-${month}-28` };
  });
}

test('an admin sees the applications report as chart bars and a table with the same numbers', async ({
  page,
  request,
}) => {
  await signInAsAdmin(page, request);
  const range = seedMonth(['applied', 'applied', 'applied', 'completed', 'completed', 'started']);
  await page.goto(`/en/admin/reports?group=status&date_from=${range.from}&date_to=${range.to}`);
  const report = page.getByTestId('applications-report');
  await expect(report.getByTestId('chart-bar')).toHaveCount(3);
  await expect(report.locator('[data-testid="chart-bar"] title').first()).toHaveText('Applied: 3');
  const table = report.getByTestId('report-table');
  await expect(table.getByRole('row', { name: 'Applied 3' })).toBeVisible();
  await expect(table.getByRole('row', { name: 'Started training 1' })).toBeVisible();
  await expect(table.getByRole('row', { name: 'Completed 2' })).toBeVisible();
  await expect(table).toContainText('Total: 6');

  // Regrouping by region puts all six in one bar.
  await page.getByLabel('Group by').selectOption('region');
  await expect(report.getByTestId('chart-bar')).toHaveCount(1);
  await expect(table.locator('tbody tr')).toHaveCount(1);
  await expect(table.locator('tbody td')).toHaveText('6');
});

test("a report download goes to the browser's download manager through a single-use link", async ({
  page,
  request,
}) => {
  await signInAsAdmin(page, request);
  const range = seedMonth(['applied', 'completed']);
  await page.goto(`/en/admin/reports?group=status&date_from=${range.from}&date_to=${range.to}`);
  await expect(page.getByTestId('applications-report').getByTestId('chart-bar')).toHaveCount(2);
  const started = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download CSV' }).click();
  const download = await started;
  // Not a blob the page assembled in memory: the browser fetched the export itself, with the ticket.
  expect(download.url()).toMatch(/\/api\/reports\/applications\/export\?.*ticket=/);
  expect(download.suggestedFilename()).toMatch(/\.csv$/);
  const csv = await readFile((await download.path())!, 'utf8');
  expect(csv).toContain('Completed');
  // The link was single-use: following it again is refused.
  expect((await request.get(download.url())).status()).toBe(401);
});
