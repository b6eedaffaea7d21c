import { expect, test, waitForServiceWorker } from './fixtures.ts';
import { catoOnDevice } from './cato-device.ts';
import { createOperator, stepTab } from './registration-helpers.ts';

/** Whether IndexedDB keeps a value under `key` in the app's meta table. */
const kept = (key: string) =>
  new Promise<boolean>((resolve) => {
    const open = indexedDB.open('qaryzsyz');
    open.onsuccess = () => {
      const get = open.result.transaction('meta').objectStore('meta').get(key);
      get.onsuccess = () => resolve(get.result !== undefined);
      get.onerror = () => resolve(false);
    };
    open.onerror = () => resolve(false);
  });

test('an operator who signs in online and then loses the signal picks a region on a form never opened online', async ({
  page,
  context,
}) => {
  const { phone, password } = await createOperator();
  await page.goto('/ru/admin/login');
  await waitForServiceWorker(page);
  await page.locator('[name=phone]').fill(phone);
  await page.locator('[name=password]').fill(password);
  await page.getByTestId('login-form').locator('button[type=submit]').click();
  // Signing in is what brings the reference data; no form has been opened yet.
  await expect.poll(() => catoOnDevice(page, 'ru')).toBe(true);
  await expect.poll(() => page.evaluate(kept, 'contest.info.ru')).toBe(true);

  await context.setOffline(true);
  await page.goto('/ru/office/register');
  await expect(page.locator('[name=fio]')).toBeVisible();
  await stepTab(page, 'contacts').click();
  await expect(page.locator('[name=region_id] option[value="110000000"]')).toHaveCount(1);
  await page.locator('[name=region_id]').selectOption('110000000');
  await expect(page.locator('[name=district_id] option[value="111000000"]')).toHaveCount(1);
});
