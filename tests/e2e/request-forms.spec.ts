import { randomUUID } from 'node:crypto';
import { E2E_ADMIN } from '../support/server.ts';
import type { Page } from '@playwright/test';
import { expect, test, waitForServiceWorker } from './fixtures.ts';
import { writeServerDb } from './server-db.ts';

const SAVED = 'Saved on this device — it will be sent when there is a connection';

/** Outbox rows of this page's device database. */
const outbox = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<{ name: string; args: Record<string, unknown> }[]>((resolve, reject) => {
        const open = indexedDB.open('qaryzsyz');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const req = open.result.transaction('outbox').objectStore('outbox').getAll();
          req.onsuccess = () => resolve(req.result);
        };
      }),
  );

/** The device's own state of the draft whose name field is `name`. */
const draftStatus = (page: Page, name: string) =>
  page.evaluate(
    (n) =>
      new Promise<string | undefined>((resolve, reject) => {
        const open = indexedDB.open('qaryzsyz');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const req = open.result.transaction('drafts').objectStore('drafts').getAll();
          req.onsuccess = () =>
            resolve(
              (req.result as { status: string; data: { name?: string } }[]).find((d) => d.data?.name === n)?.status,
            );
        };
      }),
    name,
  );

async function signInAsAdmin(page: Page) {
  await page.goto('/en/admin/login');
  await page.getByLabel('Phone').fill(E2E_ADMIN.phone);
  await page.getByLabel('Password').fill(E2E_ADMIN.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/en\/admin$/);
}

test('a contact form filled offline is delivered when the network returns and shows in the admin inbox', async ({
  page,
  context,
}) => {
  const marker = `Offline ${randomUUID().slice(0, 8)}`;
  await page.goto('/en/foundation/contacts');
  await waitForServiceWorker(page);
  await context.setOffline(true);
  const form = page.getByTestId('contact-form');
  await form.getByLabel('Name').fill(marker);
  await form.getByLabel('Email').fill('dana@example.kz');
  await form.getByLabel('Phone').fill('87017778899');
  await form.getByLabel('Subject').fill('Seminar');
  await form.getByLabel('Message').fill('Please call me about the seminar in Taraz.');
  await form.getByLabel('I consent to the processing of my personal data').check();
  await form.getByRole('button', { name: 'Send' }).click();
  const done = page.getByTestId('request-done');
  await expect(done.getByTestId('submission-headline')).toHaveText(SAVED);
  expect(await draftStatus(page, marker)).toBe('queued');
  await context.setOffline(false);
  await expect.poll(() => draftStatus(page, marker), { timeout: 30_000 }).toBe('sent');
  // The page follows the record: once the server has it, it says so, with the thanks.
  await expect(done.getByTestId('submission-headline')).toHaveText('Request sent successfully');
  await expect(done).toContainText('Thank you for your message!');

  await signInAsAdmin(page);
  await page.goto('/en/admin/requests?kind=contact');
  const row = page.getByTestId('request-row').filter({ hasText: marker });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('77017778899');
  await expect(row).toContainText('Please call me about the seminar in Taraz.');
});

test('a contact form filled offline is kept on the device and queued once, with translated errors first', async ({
  page,
  context,
}) => {
  await page.goto('/en/foundation/contacts');
  await expect(page.getByTestId('contact-form')).toBeVisible();
  await waitForServiceWorker(page);
  await context.setOffline(true);
  const form = page.getByTestId('contact-form');
  await form.getByLabel('Name').fill('Aigerim');
  await form.getByLabel('Email').fill('not-an-email');
  await form.getByLabel('Phone').fill('+7 701 555 44 33');
  await form.getByRole('button', { name: 'Send' }).click();
  await expect(form.getByText('Incorrect email address.')).toBeVisible();
  await expect(form.getByText('Please consent to the processing of personal data.')).toBeVisible();

  // The half-filled form is saved on the device and survives a reload.
  await expect.poll(() => draftStatus(page, 'Aigerim')).toBe('draft');
  await page.reload();
  await expect(form.getByLabel('Name')).toHaveValue('Aigerim');
  await expect(form.getByLabel('Phone')).toHaveValue('+7 (701) 555-44-33'); // the +7 mask

  await form.getByLabel('Email').fill('aigerim@example.kz');
  await form.getByLabel('Subject').fill('Training dates');
  await form.getByLabel('Message').fill('When does the next group start in Shymkent?');
  await form.getByLabel('I consent to the processing of my personal data').check();
  await form.getByRole('button', { name: 'Send' }).click();
  // Only on the device: it says so, and nothing claims the request arrived.
  const done = page.getByTestId('request-done');
  await expect(done.getByTestId('submission-headline')).toHaveText(SAVED);
  await expect(done).not.toContainText('successfully');
  await expect(done).not.toContainText('Thank you');
  const rows = (await outbox(page)).filter((r) => r.name === 'request.submit');
  expect(rows).toHaveLength(1);
  expect(rows[0]!.args).toMatchObject({ kind: 'contact', email: 'aigerim@example.kz', phone: '77015554433' });
  await context.setOffline(false);
});

test('the consultation request thanks with the weekend call-back hours once the server has it', async ({ page }) => {
  await page.goto('/ru/consultations/request');
  const form = page.getByTestId('consultation-form');
  // Sent empty: all five errors at once, the first field takes the focus (not the last), the count is said.
  await form.getByRole('button', { name: 'Отправить' }).click();
  await expect(form.locator('.field-error')).toHaveCount(5);
  await expect(form.getByLabel('Имя')).toBeFocused();
  await expect(page.getByTestId('announcer')).toHaveText('5 полей нужно исправить.');
  await form.getByLabel('Имя').fill('Ерлан');
  await form.getByLabel('Телефон').fill('87015554433');
  await expect(form.getByLabel('Телефон')).toHaveValue('+7 (701) 555-44-33');
  await form.getByLabel('Вид консультации').selectOption('fraud');
  await form.getByLabel('Описание проблемы').fill('На меня оформили кредит без моего ведома.');
  await form.getByLabel('Я согласен(на) на обработку персональных данных').check();
  await form.getByRole('button', { name: 'Отправить' }).click();
  await expect(page.getByRole('dialog')).toContainText('в субботу и воскресенье с 09:00 до 18:00');
  await expect(page.getByTestId('request-done')).toHaveAttribute('data-state', 'sent');
  await page.getByRole('dialog').getByRole('button', { name: 'Закрыть' }).click();
  await expect(page.getByRole('dialog')).toBeHidden();
});

test('admins read requests in the inbox and mark them handled', async ({ page }) => {
  const marker = `Lead ${randomUUID().slice(0, 8)}`;
  writeServerDb((db) => {
    const insert = db.prepare(
      "INSERT INTO requests (client_record_id, kind, payload, locale) VALUES (?, 'lead', ?, 'en')",
    );
    insert.run(randomUUID(), JSON.stringify({ full_name: marker, phone: '77011112233', consent: true }));
    // A busy inbox: twenty newer leads put this one on the second page, which "Next" reaches by its cursor.
    for (let i = 0; i < 20; i++)
      insert.run(randomUUID(), JSON.stringify({ full_name: `Newer lead ${i}`, phone: '77011110000', consent: true }));
  });
  await signInAsAdmin(page);
  await page.goto('/en/admin/requests?kind=lead&status=new');
  const row = page.getByTestId('request-row').filter({ hasText: marker });
  await expect(page.getByTestId('request-row')).toHaveCount(20);
  await expect(row).toHaveCount(0);
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page).toHaveURL(/page=2&after=/);
  await expect(row).toContainText('77011112233');
  await row.getByRole('button', { name: 'Mark as handled' }).click();
  await expect(row).toBeHidden();
  await page.getByLabel('Status').selectOption('handled');
  await expect(page.getByTestId('request-row').filter({ hasText: marker })).toContainText('Handled');
});
