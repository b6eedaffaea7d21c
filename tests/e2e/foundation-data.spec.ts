/**
 * The foundation pages read data the programme keeps: an admin enters a region's statistics (checked
 * per field) and the districts page shows them beside the programme's own numbers; the project office
 * table lists the team content an admin manages. Both open offline once seen.
 */
import { signInAdmin, useAdminSession } from './content-helpers.ts';
import { expect, test, waitForServiceWorker } from './fixtures.ts';

const ABAI = 100000000;

test('an admin enters region statistics; the districts page shows them with the programme numbers, offline too', async ({
  page,
  context,
  request,
}) => {
  await useAdminSession(page, request);
  await page.goto('/en/admin/region-stats');
  await page.getByRole('button', { name: 'Edit Abai Region' }).click();
  const form = page.getByTestId('region-stats-form');
  await form.getByLabel('Districts', { exact: true }).fill('10');
  await form.getByLabel('Population').fill('612500');
  await form.getByLabel('Rural districts and administrations').fill('170');
  await form.getByLabel('Households').fill('700000');
  await form.getByLabel('Source').fill('Bureau of National Statistics');
  await form.getByLabel('Figures as of').fill('2026-01-01');
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(form.getByText('There cannot be more households than people.')).toBeVisible();
  await form.getByLabel('Households').fill('190000');
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(form).toHaveCount(0);
  await expect(page.getByTestId('region-stats-row').filter({ hasText: 'Abai Region' })).toContainText('612,500');

  const summary = await (await request.get('/api/public/reports/summary')).json();
  const own = (
    summary as { data: { regions: { region_id: number; applications: number; completed: number }[] } }
  ).data.regions.find((r) => r.region_id === ABAI) ?? { applications: 0, completed: 0 };

  await page.goto(`/en/foundation/districts?region=${ABAI}`);
  await waitForServiceWorker(page);
  await page.reload(); // controlled now: the answers pass through the service worker's cache
  const row = page.getByTestId('region-figures-row');
  await expect(row).toHaveCount(1);
  const cells = row.locator('td');
  await expect(cells).toHaveText([
    '10',
    '612,500',
    '170',
    '190,000',
    own.applications.toLocaleString('en'),
    own.completed.toLocaleString('en'),
    'Bureau of National Statistics, as of Jan 1, 2026',
  ]);

  await context.setOffline(true);
  await page.reload();
  await expect(page.getByTestId('region-figures-row').locator('td').nth(1)).toHaveText('612,500');
  await context.setOffline(false);
});

test('the project office table lists the team members an admin manages, offline too', async ({
  page,
  context,
  request,
}) => {
  const { token } = await signInAdmin(request);
  const name = `Nurlanova Saule ${Date.now() % 100000}`;
  const made = await request.post('/api/team', {
    headers: { Authorization: `Bearer ${token}` },
    data: {
      name: { ru: name, en: name },
      position: { en: 'Economist' },
      group: { en: 'Economy' },
      sort: 500,
      published: true,
    },
  });
  expect(made.status()).toBe(201);

  await page.goto('/en/foundation/office');
  await waitForServiceWorker(page);
  await page.reload();
  const members = page.getByTestId('office-member');
  await expect(members.filter({ hasText: 'Akhmetov Yerlan' })).toContainText('Head of the project office');
  await expect(members.filter({ hasText: name })).toContainText('Economist');

  await context.setOffline(true);
  await page.reload();
  await expect(page.getByTestId('office-member').filter({ hasText: name })).toContainText('Economy');
  await context.setOffline(false);
});

test.describe('on a 390×844 phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });
  test('the districts overview counts each region’s districts and rural districts from the place data, and its wide tables scroll by keyboard', async ({
    page,
    request,
  }) => {
    // A region nobody enters statistics for in these stories: its figures can only come from the place tree.
    const tree = (await (await request.get('/api/common_data?lang=kk')).json()) as {
      data: { cato: { id: number; items?: { items?: unknown[] }[] }[] };
    };
    const region = tree.data.cato.find((r) => r.id !== ABAI && (r.items?.length ?? 0) > 1)!;
    const districts = region.items!.length;
    const okrugs = region.items!.reduce((n, d) => n + (d.items?.length ?? 0), 0);

    await page.goto(`/kk/foundation/districts?region=${region.id}`);
    const row = page.getByTestId('region-figures-row');
    await expect(row).toHaveCount(1);
    await expect(row.locator('[data-figure=districts]')).toHaveText(String(districts));
    await expect(row.locator('[data-figure=rural_districts]')).toHaveText(String(okrugs)); // a region has some hundreds
    await expect(page.getByTestId('districts-table').locator('tbody tr')).toHaveCount(districts);
    // Each wide table is a named stop for the keyboard, so its hidden columns can be scrolled to.
    for (const scroll of await page.locator('.table-wrap').all()) {
      await expect(scroll).toHaveAttribute('tabindex', '0');
      await expect(scroll).toHaveAccessibleName(/.+/);
    }
  });
});
