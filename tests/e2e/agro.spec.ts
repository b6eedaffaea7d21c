import { randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import { E2E_ADMIN } from '../support/server.ts';
import { nextIin } from '../support/registration-data.ts';
import { expect, test, waitForServiceWorker } from './fixtures.ts';
import { signInOperator } from './registration-helpers.ts';
import { catoOnDevice } from './cato-device.ts';

test.use({ viewport: { width: 390, height: 844 }, hasTouch: true });

/** The device's own state of the agro draft whose name is `name`. */
const draftStatus = (page: Page, name: string, kind = 'agro') =>
  page.evaluate(
    ([n, k]) =>
      new Promise<string | undefined>((resolve, reject) => {
        const open = indexedDB.open('qaryzsyz');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const req = open.result.transaction('drafts').objectStore('drafts').getAll();
          req.onsuccess = () =>
            resolve(
              (req.result as { kind: string; status: string; data: { fio?: string } }[]).find(
                (d) => d.kind === k && d.data?.fio === n,
              )?.status,
            );
        };
      }),
    [name, kind] as const,
  );

/** Whether the KATO list is on the device (the page fetches it as it opens). */
/**
 * Fills the six steps for a woman born 1985-03-12 in Kokshetau, choosing broilers and apples, and sends;
 * `savedText` is the autosave line (offline it says where the answers are).
 */
async function fillAndSend(page: Page, name: string, iin: string, savedText: string) {
  const form = page.getByTestId('agro-form');
  const next = () => form.getByRole('button', { name: 'Next' }).click();
  await form.getByLabel('Full name').fill(name);
  await form.getByLabel('IIN').fill(iin);
  await form.getByLabel('Gender').selectOption('female');
  await form.getByLabel('Date of birth').fill('12.03.1985');
  await form.getByLabel('Phone').fill('8 701 555 12 34');
  await next();
  await expect(form).toHaveAttribute('data-step', 'place');
  await form.getByLabel('Region').selectOption('110000000');
  await form.getByLabel('District').selectOption('111000000');
  await form.getByLabel('Village').fill('Красный Яр');
  await next();
  await expect(form).toHaveAttribute('data-step', 'courses');
  await next(); // none chosen yet: the step says so and stays
  await expect(form.getByText('Choose at least one course.')).toBeVisible();
  await form.getByLabel('Broiler chickens').check();
  await form.getByLabel('Apple orchard').check();
  await next();
  await expect(form).toHaveAttribute('data-step', 'farm');
  await form.getByLabel('Land area').fill('12,5');
  await form.getByLabel('Poultry (birds)').fill('40');
  await form.getByLabel('Is there water?').selectOption('yes');
  await form.getByLabel('Is there electricity?').selectOption('yes');
  await expect(page.getByTestId('draft-saved')).toHaveText(savedText);
  await next();
  await expect(form).toHaveAttribute('data-step', 'plans');
  await form.getByLabel('Cooperative', { exact: true }).selectOption('wants_to_join');
  await form.getByLabel('Do you need credit for equipment?').selectOption('yes');
  await form.getByLabel('Credit amount, ₸').fill('1500000');
  await form.getByLabel('Purpose of the credit').fill('Incubator');
  await form.getByLabel('Have you taken part in a programme before?').selectOption('no');
  await next();
  await expect(form).toHaveAttribute('data-step', 'consent');
  await form.getByLabel('I consent to the processing of my personal data').check();
  await form.getByRole('button', { name: 'Send the application' }).click();
}

test('a villager applies for two agro courses offline on a phone; once online the admin sees exactly one application', async ({
  page,
  context,
}) => {
  const name = `Гүлнар Agro ${randomUUID().slice(0, 8)}`;
  await page.goto('/en/agro');
  await waitForServiceWorker(page);
  await page.getByTestId('agro-apply-link').click();
  const form = page.getByTestId('agro-form');
  await expect(form).toHaveAttribute('data-step', 'person');
  await expect.poll(() => catoOnDevice(page, 'en')).toBe(true);

  await context.setOffline(true);
  await fillAndSend(page, name, nextIin('850312', '4'), 'Saved on this device');

  const headline = page.getByTestId('agro-success').getByTestId('submission-headline');
  await expect(headline).toHaveText('Saved on this device — it will be sent when there is a connection');
  expect(await draftStatus(page, name)).toBe('queued');

  await context.setOffline(false);
  await expect.poll(() => draftStatus(page, name), { timeout: 30_000 }).toBe('sent');
  await expect(headline).toHaveText('Application received');
  // The device asks the server where its record stands.
  await page.reload();
  await expect(page.getByTestId('agro-sent-item').filter({ hasText: name }).getByTestId('agro-standing')).toHaveText(
    'Applied',
  );

  await page.goto('/en/admin/login');
  await page.getByLabel('Phone').fill(E2E_ADMIN.phone);
  await page.getByLabel('Password').fill(E2E_ADMIN.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/en\/admin$/);
  await page.goto(`/en/admin/agro?q=${encodeURIComponent(name)}`);
  const rows = page.getByTestId('agro-row');
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText(name);
  await expect(rows.first().getByTestId('agro-row-courses')).toHaveText('Broiler chickens, Apple orchard');
  await expect(rows.first().getByTestId('masked-iin')).toHaveText(/^850312\*{5}\d$/);

  // The review moves it one step; only the workflow's next statuses are offered.
  await rows.first().getByRole('link', { name }).click();
  const move = page.getByTestId('agro-status-form');
  await expect(move.getByLabel('New status').locator('option')).toHaveText(['Screened', 'Rejected']);
  await move.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByTestId('agro-status')).toHaveText('Screened');
  await expect(page.getByTestId('agro-history').locator('li')).toHaveCount(2);
});

test('an operator registers agro applications on a tablet; the same IIN again comes back as needing attention', async ({
  page,
  baseURL,
}) => {
  await page.setViewportSize({ width: 1024, height: 768 });
  await signInOperator(page, baseURL!);
  const name = `Оператор Agro ${randomUUID().slice(0, 8)}`;
  const iin = nextIin('850312', '4');
  await page.goto('/en/office/agro');
  const form = page.getByTestId('agro-form');
  await expect(form).toHaveAttribute('data-step', 'person');
  await fillAndSend(page, name, iin, 'Saved');
  await expect.poll(() => draftStatus(page, name, 'agro.office'), { timeout: 30_000 }).toBe('sent');

  // The next person; typed with the same IIN by mistake, the server refuses it on the IIN.
  await page.getByTestId('agro-next').click();
  await expect(form).toHaveAttribute('data-step', 'person');
  await expect(form.getByLabel('Full name')).toHaveValue('');
  const again = `${name} 2`;
  await fillAndSend(page, again, iin, 'Saved');
  await expect.poll(() => draftStatus(page, again, 'agro.office'), { timeout: 30_000 }).toBe('rejected');
  await expect(page.getByTestId('needs-attention')).toBeVisible();
  await expect(form).toHaveAttribute('data-step', 'person');
  await expect(form.getByText('There is already an open application for this IIN.')).toBeVisible();
});
