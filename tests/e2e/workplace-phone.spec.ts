/**
 * Staff and learners find their way: a student's account leads to her courses; a trainer's groups are
 * cards saying when, where and how many; on a flow's page "Delete flow" is last, apart; on a 390×844
 * phone the header is one slim bar and the operator's form starts near the top of the screen.
 */
import { useAdminSession } from './content-helpers.ts';
import { expect, test } from './fixtures.ts';
import { flowForTrainer, trainerWithFlow } from './flows-harness.ts';
import { createUser } from './registration-helpers.ts';

test.use({ serviceWorkers: 'block' });

test('a student’s account links to her courses', async ({ page, request }) => {
  await useAdminSession(page, request, await createUser('applicant'));
  await page.goto('/kk/account');
  await page.getByTestId('account-links').getByRole('link', { name: 'Менің курстарым' }).click();
  await expect(page).toHaveURL(/\/kk\/learn$/);
});

test('on a flow’s page "Delete flow" is the last thing, in its own danger zone', async ({ page, request }) => {
  const { flowId } = await trainerWithFlow('Қауіп', 1);
  await useAdminSession(page, request);
  await page.goto(`/kk/admin/flows/${flowId}`);
  const zone = page.getByTestId('flow-danger-zone');
  await expect(zone.getByTestId('flow-delete')).toBeVisible();
  // Below the form, the roster and the report: nothing of the flow's own comes after it.
  const below = await page.getByTestId('admin-flow').evaluate((flow) => {
    const last = flow.lastElementChild as HTMLElement;
    return last.dataset.testid;
  });
  expect(below).toBe('flow-danger-zone');
  const save = (await page.getByTestId('flow-form').getByRole('button').last().boundingBox())!;
  const remove = (await zone.getByTestId('flow-delete').boundingBox())!;
  expect(remove.y).toBeGreaterThan(save.y);
});

for (const vp of [
  { name: 'phone', width: 390, height: 844 },
  { name: 'desktop', width: 1366, height: 768 },
])
  test(`on a ${vp.name} a trainer’s groups are cards with their dates, place and number of people`, async ({
    page,
    request,
  }) => {
    await page.setViewportSize(vp);
    const trainer = await createUser('trainer');
    flowForTrainer(trainer.phone, `Ағын карта ${trainer.phone}`, -1, 3);
    await useAdminSession(page, request, trainer);
    await page.goto('/kk/trainer');
    const card = page.getByTestId('trainer-flow').filter({ hasText: `Ағын карта ${trainer.phone}` });
    await expect(card).toBeVisible();
    await expect(card.getByRole('heading', { level: 2 })).toContainText('Бүгін');
    await expect(card.locator('dt')).toHaveText(['Қашан', 'Қайда', 'Қатысушылар']);
    await expect(card.locator('dd').nth(1)).toContainText('Ауылдық клуб');
    await expect(card.locator('dd').nth(2)).toHaveText(/^0 /);
    expect(await page.evaluate(() => document.documentElement.scrollWidth - innerWidth)).toBeLessThanOrEqual(0);
  });

test.describe('on a 390×844 phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });
  test('the header is one slim bar and the operator’s form starts near the top', async ({ page, request }, info) => {
    await useAdminSession(page, request, await createUser('operator'));
    await page.goto('/kk/office/register');
    const form = page.getByTestId('registration-form');
    await expect(form).toBeVisible();
    // The form begins with its step bar, the first thing the operator touches.
    const steps = page.getByTestId('step-bar');
    const header = (await page.locator('.site-header').boundingBox())!;
    const top = (await steps.boundingBox())!.y;
    info.annotations.push({ type: 'measured', description: `header ${header.height} px, form top ${top} px` });
    expect(header.height).toBeLessThanOrEqual(120);
    expect(top).toBeLessThanOrEqual(200);
  });
});
