/**
 * Issue 33.9: two buyers book the one flat, each with a phone proven by SMS; the one whose booking reaches the
 * server second must not read "Бронь принята." above "someone booked it before you".
 */
import type { Browser, Page } from '@playwright/test';
import { generatedCells, projectInput } from '../support/property-data.ts';
import { lastSmsCode } from '../support/sms-outbox.ts';
import { signInAdmin } from './content-helpers.ts';
import { expect, test } from './fixtures.ts';

const phone = { viewport: { width: 390, height: 844 }, hasTouch: true };
test.use(phone);

/** A phone number no other story uses, as a person types it and as the SMS outbox names it. */
function newPhone() {
  const local = `701${String(Math.floor(Math.random() * 1e7)).padStart(7, '0')}`;
  return { typed: `8 ${local}`, stored: `7${local}` };
}

/** Opens the flat's card in Russian, fills the booking and sends it as far as the SMS code, which it types in. */
async function bookUpToTheCode(page: Page, path: string, name: string) {
  const { typed, stored } = newPhone();
  await page.goto(path);
  const card = page.getByTestId('unit-card');
  await card.getByTestId('unit-book').click();
  const form = card.getByTestId('booking-form');
  await form.getByLabel('ФИО', { exact: true }).fill(name);
  await form.getByLabel('Телефон', { exact: true }).fill(typed);
  await form.getByLabel('Согласен на обработку персональных данных').check();
  await form.getByRole('button', { name: 'Отправить бронь' }).click();
  const proof = card.getByTestId('phone-proof');
  await proof.getByRole('button', { name: 'Отправить код' }).click();
  let code: string | undefined;
  await expect.poll(() => (code = lastSmsCode(process.env.E2E_DATA_DIR!, stored))).toMatch(/^\d{6}$/);
  await proof.getByLabel('Код из SMS').fill(code!);
  return { card, confirm: proof.getByRole('button', { name: 'Подтвердить и отправить' }) };
}

async function otherPhone(browser: Browser, baseURL: string) {
  const context = await browser.newContext({ baseURL, ...phone });
  return { context, page: await context.newPage() };
}

test('two buyers with proven phones book the same flat: the second reads that the request was received and that someone booked it first, never "Бронь принята."', async ({
  page,
  browser,
  baseURL,
  request,
}) => {
  const { token } = await signInAdmin(request);
  const headers = { Authorization: `Bearer ${token}` };
  const project = await request.post('/api/property/projects', { headers, data: projectInput() });
  expect(project.status()).toBe(201);
  const projectId = ((await project.json()) as { data: { id: number } }).data.id;
  const building = await request.post('/api/property/buildings', {
    headers,
    data: { project_id: projectId, name: 'Block A', units: generatedCells(1, 1, 1) },
  });
  expect(building.status()).toBe(201);
  const buildingId = ((await building.json()) as { data: { id: number } }).data.id;
  const board = await request.get(`/api/public/property/buildings/${buildingId}`);
  const [flat] = ((await board.json()) as { data: { units: { id: number }[] } }).data.units;
  const path = `/ru/board/${buildingId}?unit=${flat!.id}`;

  // Both see the flat free and get as far as the SMS code; the first buyer confirms first and holds it.
  const first = await otherPhone(browser, baseURL!);
  const winner = await bookUpToTheCode(first.page, path, 'Айгерим Бекова');
  const loser = await bookUpToTheCode(page, path, 'Нурлан Касымов');
  await winner.confirm.click();
  await expect(winner.card.getByTestId('booking-reserved')).toContainText('забронировано за вами');
  await expect(winner.card.getByTestId('submission-headline')).toHaveText('Бронь принята.');
  await first.context.close();

  // The second buyer's booking reaches the server after the hold: kept as a request, nothing held.
  await loser.confirm.click();
  const done = loser.card.getByTestId('booking-done');
  await expect(done.getByTestId('booking-taken')).toHaveText(
    'Это помещение уже забронировали раньше вас. Ваша заявка сохранена — менеджер предложит похожие варианты.',
  );
  await expect(done.getByTestId('submission-headline')).toHaveText('Заявка на бронь получена.');
  await expect(done).not.toContainText('Бронь принята');
  await expect(done.getByTestId('booking-reserved')).toHaveCount(0);
});
