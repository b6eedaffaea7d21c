/**
 * On a 390×844 phone (in Chinese; in Russian for the longest nomination name): nothing is wider than
 * the screen (the home page, the dashboard, the reports with a chart, the contest review with its
 * nomination select), a report chart keeps readable labels and scrolls instead, buttons are not
 * underlined links, a testimonial is not indented by the browser's blockquote default, and "sign out"
 * stays on one line.
 */
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { writeServerDb } from './server-db.ts';
import { createUser } from './registration-helpers.ts';

test.use({ serviceWorkers: 'block', viewport: { width: 390, height: 844 } });

/** Elements reaching past the screen's right edge (none when the page fits), named for the failure message. */
const overflow = (page: Page) =>
  page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    if (document.documentElement.scrollWidth <= width) return [];
    return [...document.querySelectorAll('body *')]
      .filter((el) => el.getBoundingClientRect().right > width + 1)
      .slice(0, 5)
      .map((el) => `${el.tagName.toLowerCase()}.${[...el.classList].join('.')}`);
  });

/** Six applications in one month of a past year nobody else uses, so the report has bars to draw. */
function seedReportMonth() {
  const year = 2001 + Math.floor(Math.random() * 19);
  writeServerDb((db) => {
    const district = db.prepare('SELECT id, parent_id FROM kato WHERE level = 2 ORDER BY sort LIMIT 1').get() as {
      id: number;
      parent_id: number;
    };
    for (const status of ['applied', 'applied', 'completed', 'started']) {
      const phone = `7707${String(Math.floor(Math.random() * 1e7)).padStart(7, '0')}`;
      const user = db
        .prepare('INSERT INTO users (name, phone, role_id) VALUES (?, ?, 1) RETURNING id')
        .pluck()
        .get('Phone report applicant', phone) as number;
      db.prepare(
        `INSERT INTO applications (applicant_id, status, lesson_region_id, lesson_district_id, created_at)
           VALUES (?, ?, ?, ?, ?)`,
      ).run(user, status, district.parent_id, district.id, Date.parse(`${year}-03-15T10:00:00+05:00`));
    }
  });
  return `date_from=${year}-03-01&date_to=${year}-03-31`;
}

test('on a phone the home page looks like a programme site and fits the screen', async ({ page }) => {
  await page.goto('/zh');
  await expect(page.getByTestId('home-page')).toBeVisible();
  await expect(page.locator('.hero-art')).toBeVisible();
  const actions = page.getByTestId('hero-actions').getByRole('link');
  await expect(actions).toHaveCount(3);
  for (const link of await actions.all()) await expect.soft(link).toHaveCSS('text-decoration-line', 'none');
  await expect.soft(page.locator('.testimonial blockquote').first()).toHaveCSS('margin-left', '0px');
  expect.soft(await overflow(page)).toEqual([]);
});

test('on a phone the admin pages fit the screen, the chart scrolls at a readable size, sign-out is one line', async ({
  page,
  request,
}) => {
  // A long name, as real ones are, leaves "sign out" little room in the bar.
  const admin = await createUser('admin');
  writeServerDb((db) =>
    db
      .prepare('UPDATE users SET name = ? WHERE phone = ?')
      .run('Айгерім Нұрсұлтанқызы Сейітжанова-Бекмұхамбетова', admin.phone),
  );
  const res = await request.post('/api/auth/login', { data: admin });
  const { data } = (await res.json()) as { data: { token: string; user: unknown } };
  await page.addInitScript((s) => {
    localStorage.setItem('qaryzsyz.token', JSON.stringify(s.token));
    localStorage.setItem('qaryzsyz.user', JSON.stringify(s.user));
  }, data);

  await page.goto('/zh/admin');
  await expect(page.getByTestId('dashboard-page')).toBeVisible();
  const signOut = page.getByTestId('sign-out');
  const lines = await signOut.evaluate((button) => {
    const range = document.createRange();
    range.selectNodeContents(button);
    return new Set([...range.getClientRects()].map((r) => Math.round(r.top))).size;
  });
  expect.soft(lines).toBe(1);
  expect.soft(await overflow(page)).toEqual([]);

  await page.goto(`/zh/admin/reports?group=status&${seedReportMonth()}`);
  await expect(page.getByTestId('chart-bar')).toHaveCount(3);
  const chart = await page.getByTestId('report-chart').boundingBox();
  expect.soft(chart!.width).toBeGreaterThanOrEqual(600); // 12 px labels at their size, not shrunk to 6 px
  expect.soft(await overflow(page)).toEqual([]);

  // Russian: the nomination select's longest option ("Лучшая национальная одежда и изделия из войлока").
  await page.goto('/ru/admin/contest');
  await expect(page.locator('option', { hasText: 'Лучшая национальная одежда и изделия из войлока' })).toHaveCount(1);
  expect.soft(await overflow(page)).toEqual([]);
});
