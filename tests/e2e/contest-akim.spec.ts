/**
 * The akim nomination in the browser: a village head fills the form, picking the village's region,
 * district and rural okrug from the KATO lists, and sends it; a reviewer then filters the contest list
 * by that region and finds the entry, named in the reviewer's language.
 */
import { makeIin, makePhone } from '../support/contest-data.ts';
import { lastSmsCode } from '../support/sms-outbox.ts';
import { adminSession } from './admin-contest-data.ts';
import { catoOnDevice } from './cato-device.ts';
import { makePhotos } from './contest-media.ts';
import { expect, test } from './fixtures.ts';

// Nothing here is offline: no service worker, whose precaching would only slow the test down.
test.use({ serviceWorkers: 'block' });

const DAY = 86_400_000;
const kzDate = (days: number) => new Date(Date.now() + 5 * 3600_000 + days * DAY).toISOString().slice(0, 10);
const name = (n: string) => `[name="${n}"]`;

test('an akim picks the place from the KATO lists and sends the form; the reviewer finds it by region', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(90_000);
  const admin = await adminSession(baseURL!);
  const settings = await fetch(`${baseURL}/api/contest/settings`, {
    method: 'PUT',
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${admin.token}` },
    body: JSON.stringify({ year: 2026, opens_on: kzDate(-3), closes_on: kzDate(3), grace_hours: 72 }),
  });
  expect(settings.status).toBe(200);

  await page.goto('/en/contest');
  await expect(page.getByTestId('nomination-akim')).toBeVisible();
  await expect.poll(() => catoOnDevice(page)).toBe(true);
  const [portrait] = await makePhotos(page, 1);
  await page.getByTestId('nomination-akim').click();
  await expect(page.getByTestId('contest-form')).toBeVisible();
  const next = () => page.getByTestId('contest-next').click();

  const akim = `Yerlan Kassymov ${Date.now() % 100000}`;
  const phone = makePhone();
  await page.fill(name('full_name'), akim);
  await page.fill(name('iin'), makeIin());
  await page.fill(name('phone'), phone);
  await page.fill(name('password'), 'auyl-2026-pass');
  await next();

  await page.check(name('in_project'));
  await page.fill(name('akim_full_name'), akim);
  await page
    .getByTestId('file-input-akim_photo')
    .setInputFiles({ name: 'akim.jpg', mimeType: 'image/jpeg', buffer: portrait! });
  await expect(page.getByTestId('file-item')).toHaveCount(1);
  // The place, from the lists: Abai region → Abai district → Karaaul rural okrug (KATO 103230000).
  await page.getByTestId('contest-place-region').selectOption({ label: 'Abai Region' });
  await page.getByTestId('contest-place-district').selectOption('103200000');
  await page.getByTestId('contest-place-okrug').selectOption('103230000');
  await page.fill(name('office_start_date'), '01.03.2022');
  await next();

  await page.selectOption(name('produced_unit'), 't');
  await page.selectOption(name('processed_unit'), 't');
  await page.selectOption(name('sales_unit'), 'kzt');
  await next();
  await page.selectOption(name('engineering_rating'), '3');
  await page.getByTestId('contest-send').click();
  await page.getByTestId('confirm-dialog').getByRole('button', { name: 'Yes, send' }).click();

  // A new account claims the IIN: the phone is confirmed with the code from the SMS outbox.
  const step = page.getByTestId('contest-account-step');
  await step.getByRole('button', { name: 'Send the code' }).click({ timeout: 30_000 });
  let code: string | undefined;
  await expect.poll(() => (code = lastSmsCode(process.env.E2E_DATA_DIR!, phone))).toMatch(/^\d{6}$/);
  await step.getByLabel('SMS code').fill(code!);
  await step.getByRole('button', { name: 'Confirm and create the account' }).click();
  await expect(page.getByTestId('contest-locked')).toHaveAttribute('data-status', 'sent', { timeout: 40_000 });

  await page.addInitScript((s) => {
    localStorage.setItem('qaryzsyz.token', JSON.stringify(s.token));
    localStorage.setItem('qaryzsyz.user', JSON.stringify(s.user));
  }, admin);
  await page.goto('/en/admin/contest');
  await page.getByLabel('Region').selectOption({ label: 'Abai Region' });
  await expect(page).toHaveURL(/region_id=100000000/);
  const row = page.getByTestId('contest-row').filter({ hasText: akim });
  await expect(row).toContainText('Abai Region');
  await page.getByLabel('Region').selectOption({ label: 'Akmola Region' });
  await expect(page).toHaveURL(/region_id=110000000/);
  await expect(page.getByTestId('contest-list')).not.toContainText(akim);

  await page.goto('/en/admin/contest?region_id=100000000');
  await page.getByRole('link', { name: akim }).click();
  await expect(page.getByTestId('contest-answers')).toContainText('Karaauyl Rural District');
});
