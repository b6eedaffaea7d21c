/**
 * The applications review end to end: a tablet registers a person and syncs, an admin in another
 * browser finds the record by IIN and changes its status with a reason, and the applicant's own device
 * and the operator's tablet show the new status and the reason after their next pull.
 */
import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { withCheckDigit } from '../../contract/iin.ts';
import { E2E_ADMIN } from '../support/server.ts';
import { expect, test } from './fixtures.ts';
import { registerPerson, signInOperator, type Person } from './registration-helpers.ts';

// Nothing here is offline: no service worker, whose precaching would only slow the test down.
test.use({ serviceWorkers: 'block' });

/** A valid IIN of a man born 1990-07-15, with a random serial. */
function randomIin(): string {
  for (let s = Math.floor(Math.random() * 9000); ; s++) {
    const v = withCheckDigit(`9007153${String(s % 10000).padStart(4, '0')}`);
    if (v) return v;
  }
}

type Session = { token: string; user: unknown };

async function login(request: APIRequestContext, phone: string, password: string): Promise<Session> {
  const res = await request.post('/api/auth/login', { data: { phone, password } });
  expect(res.status()).toBe(200);
  return ((await res.json()) as { data: Session }).data;
}

/** A new browser (its own storage, like another device) signed in with `session`. */
async function deviceOf(browser: Browser, baseURL: string, session: Session): Promise<Page> {
  const context = await browser.newContext({ baseURL });
  await context.addInitScript((s) => {
    localStorage.setItem('qaryzsyz.token', JSON.stringify(s.token));
    localStorage.setItem('qaryzsyz.user', JSON.stringify(s.user));
  }, session);
  return context.newPage();
}

test('an admin finds a tablet-synced application by IIN, changes its status with a reason, the applicant sees it after pull; delete asks first', async ({
  page,
  browser,
  request,
  baseURL,
}) => {
  test.slow(); // three devices (tablet, phone, admin desk) in one story
  const person: Person = {
    fio: 'Ерлан Жандосов',
    iin: randomIin(),
    birthday: '1990-07-15',
    gender: 'male',
    phone: `7708${String(Math.floor(Math.random() * 1e7)).padStart(7, '0')}`,
  };

  // The operator's tablet registers the person and the outbox sends it.
  await signInOperator(page, baseURL!);
  await page.goto('/ru/office/register');
  await registerPerson(page, person);
  await expect(page.getByTestId('today-item').filter({ hasText: 'Отправлено' })).toHaveCount(1, { timeout: 30_000 });
  // Once the server has it, the headline says so.
  await expect(page.getByTestId('registration-success')).toContainText('Заявка успешно отправлена');

  // The office-registered applicant gets a password from the admin and opens their account on their phone.
  const admin = await login(request, E2E_ADMIN.phone, E2E_ADMIN.password);
  const auth = { Authorization: `Bearer ${admin.token}` };
  const found = await request.get(`/api/applications?q=${person.iin}`, { headers: auth });
  const [row] = ((await found.json()) as { data: { id: number }[] }).data;
  const detail = await request.get(`/api/applications/${row!.id}`, { headers: auth });
  const applicantId = ((await detail.json()) as { data: { applicant_id: number } }).data.applicant_id;
  const reset = await request.post(`/api/users/${applicantId}/password`, {
    headers: auth,
    data: { password: 'applicant-secret' },
  });
  expect(reset.status()).toBe(200);
  const phone = await deviceOf(browser, baseURL!, await login(request, person.phone, 'applicant-secret'));
  await phone.goto('/ru/account');
  await expect(phone.getByTestId('application-status')).toHaveText('Подал заявку');

  // The admin, in another browser, searches by IIN: the list masks it, the detail shows it in full.
  const desk = await deviceOf(browser, baseURL!, admin);
  await desk.goto('/ru/admin/applications');
  await desk.getByLabel('ИИН, телефон или ФИО').fill(person.iin);
  await desk.getByRole('button', { name: 'Найти' }).click();
  const rows = desk.getByTestId('applications-list').locator('tbody tr');
  await expect(rows).toHaveCount(1);
  await expect(rows.getByTestId('masked-iin')).toHaveText(`${person.iin.slice(0, 6)}*****${person.iin.slice(11)}`);
  await rows.getByRole('link', { name: person.fio }).click();
  await expect(desk.getByTestId('field-iin')).toContainText(person.iin);

  // No reason: a translated error under the field, and nothing is sent.
  const form = desk.getByTestId('status-form');
  await form.getByLabel('Статус', { exact: true }).selectOption('started');
  await form.getByRole('button', { name: 'Сохранить статус' }).click();
  await expect(form.getByText('Укажите причину.')).toBeVisible();
  await form.getByLabel('Причина статуса').fill('Пришёл на первое занятие в Көкшетау');
  await form.getByRole('button', { name: 'Сохранить статус' }).click();
  await expect(desk.getByTestId('field-status')).toContainText('Начал обучение');
  await expect(desk.getByTestId('application-history')).toContainText('Статус изменён');
  await expect(desk.getByTestId('application-history')).toContainText('Пришёл на первое занятие');

  // The applicant's phone pulls (network back) and shows the new status with its reason, without a reload.
  await phone.evaluate(() => window.dispatchEvent(new Event('online')));
  await expect(phone.getByTestId('application-status')).toHaveText('Начал обучение', { timeout: 30_000 });
  await expect(phone.getByTestId('application-status-reason')).toContainText('Пришёл на первое занятие в Көкшетау');

  // The operator's tablet shows the same status and reason on its list and on "This device".
  await page.evaluate(() => window.dispatchEvent(new Event('online')));
  const sent = page.getByTestId('today-item').filter({ hasText: person.fio });
  await expect(sent.getByTestId('review-status')).toContainText('Статус в офисе: Начал обучение', { timeout: 30_000 });
  await expect(sent.getByTestId('review-reason')).toHaveText('Причина: Пришёл на первое занятие в Көкшетау');
  await page.goto('/ru/device');
  const kept = page.getByTestId('device-sent').getByTestId('draft-item').filter({ hasText: person.fio });
  await expect(kept.getByTestId('review-status')).toContainText('Начал обучение');
  await expect(kept.getByTestId('review-reason')).toContainText('Пришёл на первое занятие в Көкшетау');

  // "Send {name} to consultation": the admin picks the type and lands on the new case, waiting for a lawyer.
  const detailUrl = desk.url();
  await desk.getByTestId('send-to-consultation').click();
  const ask = desk.getByRole('dialog');
  await expect(ask).toContainText(`Отправить ${person.fio} на консультацию?`);
  await ask.getByLabel('Вид консультации').selectOption('fraud');
  await ask.getByRole('button', { name: 'Отправить на консультацию' }).click();
  await expect(desk).toHaveURL(/\/ru\/admin\/consultations\/\d+$/);
  await expect(desk.getByTestId('admin-case')).toContainText(person.fio);
  await expect(desk.getByTestId('admin-case')).toContainText('Мошенничество');
  await desk.goto(detailUrl);

  // Delete asks the seed's question with the person's name, then returns to the list, where it is gone.
  await desk.getByRole('button', { name: 'Удалить заявку' }).click();
  const dialog = desk.getByRole('dialog');
  await expect(dialog).toContainText(`Удалить заявку ${person.fio}?`);
  await dialog.getByRole('button', { name: 'Удалить заявку' }).click();
  await expect(desk).toHaveURL(/\/ru\/admin\/applications$/);
  await desk.getByLabel('ИИН, телефон или ФИО').fill(person.iin);
  await desk.getByRole('button', { name: 'Найти' }).click();
  await expect(desk.getByText('Заявки не найдены.')).toBeVisible();
});
