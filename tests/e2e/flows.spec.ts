/** Trainers take attendance offline in village halls; statuses follow once the tablet syncs. */
import type { Page } from '@playwright/test';
import { E2E_ADMIN } from '../support/server.ts';
import { waitForStoredDraft } from './draft-store.ts';
import { expect, test, waitForServiceWorker } from './fixtures.ts';
import { archiveFlow, marksOf, signInAsTrainer, statusesOf, trainerWithFlow } from './flows-harness.ts';

const rows = (page: Page) => page.getByTestId('sheet-row');

async function openFirstFlow(page: Page) {
  await page.getByTestId('trainer-flow-link').first().click();
  await expect(page.getByTestId('attendance-sheet')).toBeVisible();
}

test('a trainer marks 5 days for a flow of 30 offline, reloads offline with the sheet intact, and the server shows the statuses once online', async ({
  page,
  context,
}) => {
  const t = await trainerWithFlow('Офлайн', 30);
  await signInAsTrainer(page, t.phone, t.password);
  await waitForServiceWorker(page);
  await openFirstFlow(page);
  await expect(rows(page)).toHaveCount(30);

  await context.setOffline(true);
  for (const day of [1, 2, 3, 4, 5]) {
    await page.getByTestId(`day-${day}`).click();
    await page.getByTestId('all-present').click();
    await expect(page.getByTestId('missing-count')).toHaveText('Отсутствуют: 0 из 30');
  }
  // Two people missed the last day: they started but did not complete.
  await rows(page).nth(0).getByTestId('mark-absent').click();
  await rows(page).nth(1).getByTestId('mark-absent').click();
  await expect(page.getByTestId('missing-count')).toHaveText('Отсутствуют: 2 из 30');

  await page.reload();
  await expect(rows(page)).toHaveCount(30);
  await page.getByTestId('day-5').click();
  await expect(page.getByTestId('missing-count')).toHaveText('Отсутствуют: 2 из 30');
  await expect(rows(page).nth(0)).toHaveAttribute('data-state', 'absent');
  await expect(rows(page).nth(2)).toHaveAttribute('data-state', 'present');
  await page.getByTestId('day-3').click();
  await expect(page.getByTestId('missing-count')).toHaveText('Отсутствуют: 0 из 30');

  await context.setOffline(false);
  await expect.poll(() => statusesOf(t.applicationIds), { timeout: 30_000 }).toEqual({ completed: 28, started: 2 });
  // The pulled roster shows the new statuses on the tablet too.
  await expect(rows(page).nth(2).locator('.sheet-status')).toHaveText('Завершил обучение', { timeout: 15_000 });
});

test('two tablets that marked the same cell differently agree on the later mark after syncing', async ({ browser }) => {
  const t = await trainerWithFlow('Екі', 30);
  const [a, b] = await Promise.all([browser.newContext(), browser.newContext()]);
  const [pa, pb] = await Promise.all([a.newPage(), b.newPage()]);
  for (const p of [pa, pb]) {
    await signInAsTrainer(p, t.phone, t.password);
    await openFirstFlow(p);
    await expect(rows(p)).toHaveCount(30);
  }
  await a.setOffline(true);
  await b.setOffline(true);
  await rows(pa).nth(0).getByTestId('mark-present').click(); // earlier
  await expect(rows(pa).nth(0)).toHaveAttribute('data-state', 'present');
  await rows(pb).nth(0).getByTestId('mark-absent').click(); // later
  await expect(rows(pb).nth(0)).toHaveAttribute('data-state', 'absent');

  // The later mark reaches the server first; the earlier one arrives after it and must not win.
  await b.setOffline(false);
  await expect.poll(() => marksOf(t.applicationIds[0]!).length, { timeout: 30_000 }).toBe(1);
  await a.setOffline(false);
  await expect.poll(() => marksOf(t.applicationIds[0]!).length, { timeout: 30_000 }).toBe(2);

  await expect(rows(pa).nth(0)).toHaveAttribute('data-state', 'absent', { timeout: 15_000 });
  await pb.reload();
  await expect(rows(pb).nth(0)).toHaveAttribute('data-state', 'absent');
  await Promise.all([a.close(), b.close()]);
});

test('an admin sees flow statistics, narrows the paged list to a district and fills a flow from its waiting list', async ({
  page,
}) => {
  const t = await trainerWithFlow('Админ', 2, 3);
  await page.goto('/ru/admin/login');
  await page.getByLabel('Телефон').fill(E2E_ADMIN.phone);
  await page.getByLabel('Пароль').fill(E2E_ADMIN.password);
  await page.getByRole('button', { name: 'Войти' }).click();
  await page.getByTestId('admin-nav').getByRole('link', { name: 'Потоки (группы)' }).click();
  await expect(page.getByTestId('flow-stats')).toContainText('Количество потоков');
  await expect(page.getByRole('navigation', { name: 'Страницы' })).toBeVisible();
  // The flow's district has this flow alone: the list and its figures narrow to it.
  await page.getByLabel('Область', { exact: true }).selectOption(String(t.regionId));
  await page.getByLabel('Район', { exact: true }).selectOption(String(t.districtId));
  await expect(page).toHaveURL(new RegExp(`district_id=${t.districtId}`));
  await expect(page.getByTestId('flow-row')).toHaveCount(1);
  const flowsCount = page.getByTestId('flow-stats').locator('div', { hasText: 'Количество потоков' }).locator('dd');
  await expect(flowsCount).toHaveText('1');
  await page.getByRole('link', { name: 'Ағын Админ' }).click();
  await expect(page.getByTestId('roster-row')).toHaveCount(2);
  await expect(page.getByTestId('waiting-row')).toHaveCount(3);
  await page.getByTestId('fill').click();
  await expect(page.getByTestId('roster-row')).toHaveCount(5);
  await expect(page.getByTestId('waiting-row')).toHaveCount(0);
  expect(statusesOf(t.applicationIds)).toEqual({ applied: 2 });
});

test('the flow form reopens with its saved region, district and trainer; a new region clears the district', async ({
  page,
}) => {
  const t = await trainerWithFlow('Область', 0);
  await page.goto('/ru/admin/login');
  await page.getByLabel('Телефон').fill(E2E_ADMIN.phone);
  await page.getByLabel('Пароль').fill(E2E_ADMIN.password);
  await page.getByRole('button', { name: 'Войти' }).click();
  await expect(page).toHaveURL(/\/ru\/admin$/); // signed in: the admin's workplace
  await page.goto(`/ru/admin/flows/${t.flowId}`);
  const form = page.getByTestId('flow-form');
  const region = form.getByLabel('Область', { exact: true });
  const district = form.getByLabel('Район', { exact: true });
  const trainer = form.getByLabel('Ответственный (тренер)', { exact: true });
  // The saved choices show, the trainer too although the list of trainers arrives after the form.
  await expect(region).toHaveValue(String(t.regionId));
  await expect(district).toHaveValue(String(t.districtId));
  await expect(trainer).toHaveValue(String(t.trainerId));
  await expect(trainer.locator('option:checked')).toHaveText(/^Тренер Область · 771/);
  // And again after a reload.
  await page.reload();
  await expect(district).toHaveValue(String(t.districtId));
  await expect(trainer.locator('option:checked')).toHaveText(/^Тренер Область · 771/);
  // The saved region shows as soon as the form opens; the whole list of regions arrives with the reference data.
  await expect.poll(() => region.locator('option').count()).toBeGreaterThan(2);
  const current = await region.inputValue();
  const other = await region
    .locator('option')
    .evaluateAll((os, cur) => (os as HTMLOptionElement[]).map((o) => o.value).find((v) => v && v !== cur), current);
  await region.selectOption(other!);
  await expect(district).toHaveValue('');
  await expect(district.locator('option')).not.toHaveCount(1); // the new region's districts are offered
});

test("an admin's half-typed flow edit survives a reload; saving ends the draft; a flow without attendance is deleted; an archived one comes back", async ({
  page,
}) => {
  const t = await trainerWithFlow('Черновик', 0);
  await page.goto('/ru/admin/login');
  await page.getByLabel('Телефон').fill(E2E_ADMIN.phone);
  await page.getByLabel('Пароль').fill(E2E_ADMIN.password);
  await page.getByRole('button', { name: 'Войти' }).click();
  await expect(page).toHaveURL(/\/ru\/admin$/); // signed in: the admin's workplace
  await page.goto(`/ru/admin/flows/${t.flowId}`);
  const title = page.getByTestId('flow-form').getByLabel('Название', { exact: true });
  await expect(title).toHaveValue('Ағын Черновик');
  const form = page.getByTestId('flow-form');
  await title.fill('Ағын Черновик 2');
  await form.getByLabel('Контакты', { exact: true }).fill('+7 700 000 00 00');
  await form.getByLabel('Часы работы', { exact: true }).fill('10:00–13:00');
  await waitForStoredDraft(page, (d) => d.data.working_hours === '10:00–13:00'); // reloaded only once the device has it

  await page.reload();
  await expect(title).toHaveValue('Ағын Черновик 2');
  await expect(form.getByLabel('Часы работы', { exact: true })).toHaveValue('10:00–13:00');
  // The draft put its trainer in the form before the list of trainers came: the name still shows.
  const trainer = form.getByLabel('Ответственный (тренер)', { exact: true });
  await expect(trainer.locator('option:checked')).toHaveText(/^Тренер Черновик · 771/);
  await page.getByRole('button', { name: 'Сохранить' }).click();
  await expect(page.getByRole('heading', { name: 'Ағын Черновик 2' })).toBeVisible();
  await expect(page.getByTestId('flow-draft')).toHaveCount(0);
  await page.reload();
  await expect(title).toHaveValue('Ағын Черновик 2');
  await expect(page.getByTestId('flow-draft')).toHaveCount(0);

  await page.getByTestId('flow-delete').click();
  await page.getByTestId('confirm-dialog').getByRole('button', { name: 'Удалить поток' }).click();
  await expect(page).toHaveURL(/\/ru\/admin\/flows$/);
  await expect(page.getByTestId('admin-flows')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Ағын Черновик 2' })).toHaveCount(0);
  // The box follows the URL (the filter is a search parameter), so it turns on once the list reloads.
  await page.getByTestId('flows-show-archived').click();
  await expect(page).toHaveURL(/archived=true/);
  await expect(page.getByTestId('flows-show-archived')).toBeChecked();
  await expect(page.getByRole('link', { name: 'Ағын Черновик 2' })).toHaveCount(0);

  const archived = await trainerWithFlow('Архив', 0);
  archiveFlow(archived.flowId);
  await page.goto(`/ru/admin/flows/${archived.flowId}`);
  await expect(page.getByTestId('flow-archived')).toBeVisible();
  await page.getByTestId('flow-unarchive').click();
  await expect(page.getByTestId('flow-delete')).toBeVisible();
  await expect(page.getByTestId('flow-archived')).toHaveCount(0);
});
