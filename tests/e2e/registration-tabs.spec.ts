/**
 * Two tabs on /office/register (issue 14.1): each types its own person, both are submitted offline,
 * and both reach the server exactly once when the network returns. A third tab opened on the first
 * tab's draft gets a notice instead of a second copy of that form. While the browser has not granted
 * persistent storage, the badge and /device say what it may erase (issue 14.4).
 */
import Database from 'better-sqlite3';
import type { Page } from '@playwright/test';
import { withCheckDigit } from '../../contract/iin.ts';
import { expect, test, waitForServiceWorker } from './fixtures.ts';
import { dbFile, registerPerson, signInOperator, stepTab, type Person } from './registration-helpers.ts';

const base = 4000 + Math.floor(Math.random() * 2000);
function person(n: number, fio: string, gender: Person['gender']): Person {
  for (let s = base + n * 100; ; s++) {
    const iin = withCheckDigit(`900715${gender === 'male' ? 3 : 4}${String(s % 10000).padStart(4, '0')}`); // 7th digit: century and sex
    if (iin) return { fio, iin, birthday: '1990-07-15', gender, phone: `7708${String(base).padStart(4, '0')}${n}00` };
  }
}

/** Opens the register page and lets the district list reach the device while online. */
async function openRegister(page: Page) {
  await page.goto('/ru/office/register');
  await expect(page).toHaveURL(/draft=/);
  await expect(page.locator('[name=fio]')).toBeVisible();
  await stepTab(page, 'contacts').click();
  await expect(page.locator('[name=region_id] option[value="110000000"]')).toHaveCount(1);
  await stepTab(page, 'personal').click();
  return new URL(page.url()).searchParams.get('draft')!;
}

test('two tabs register two different people offline and both reach the server exactly once', async ({
  context,
  baseURL,
}) => {
  test.slow(); // two tabs and a reload, each waiting on the other's lock and the outbox
  // This browser grants no persistent storage, as a tablet's browser may not.
  await context.addInitScript(() => {
    Object.defineProperty(navigator.storage, 'persisted', { value: async () => false });
  });
  const a = await context.newPage();
  await signInOperator(a, baseURL!);
  await a.goto('/ru');
  await waitForServiceWorker(a);
  const draftA = await openRegister(a);

  // Signed in, the device is known to the server before its first push: its id, bound to its secret.
  const clientId = await a.evaluate(
    () =>
      new Promise<string>((resolve, reject) => {
        const open = indexedDB.open('qaryzsyz');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const get = open.result.transaction('meta').objectStore('meta').get('clientId');
          get.onsuccess = () => resolve((get.result as { value: string }).value);
        };
      }),
  );
  const device = () => {
    const db = new Database(dbFile(), { readonly: true });
    try {
      return db
        .prepare(
          'SELECT last_mutation_id AS last, secret_hash IS NOT NULL AS bound FROM sync_clients WHERE client_id = ?',
        )
        .get(clientId);
    } finally {
      db.close();
    }
  };
  await expect.poll(device).toEqual({ last: 0, bound: 1 });

  const b = await context.newPage();
  const draftB = await openRegister(b);
  expect(draftB).not.toBe(draftA);

  // The first tab's draft opened in a third tab is not typed into there.
  const c = await context.newPage();
  await c.goto(a.url());
  await expect(c.getByTestId('draft-elsewhere')).toContainText('Эта форма открыта в другой вкладке');
  await expect(c.getByTestId('registration-form')).toHaveCount(0);
  await c.close();

  await context.setOffline(true);
  const aigul = person(1, 'Айгүл Екіқойынды', 'female');
  const bauyrzhan = person(2, 'Бауыржан Екіқойынды', 'male');
  await a.locator('[name=fio]').fill(aigul.fio);
  await b.locator('[name=fio]').fill(bauyrzhan.fio);
  await expect(a.getByTestId('draft-saved')).toBeVisible();
  await expect(b.getByTestId('draft-saved')).toBeVisible();
  await registerPerson(a, aigul);
  await registerPerson(b, bauyrzhan);
  await expect(a.getByTestId('registration-success')).toBeVisible();
  await expect(b.getByTestId('registration-success')).toBeVisible();

  // Two records wait on a device whose storage the browser may clear: no "All saved".
  await expect(a.getByTestId('sync-at-risk')).toContainText('2');
  await expect(a.getByTestId('sync-saved')).toHaveCount(0);
  await a.getByTestId('sync-badge').click();
  await expect(a.getByTestId('device-at-risk')).toContainText('2 неотправленных записей');
  await expect(a.getByRole('button', { name: 'Экспорт неотправленных данных' })).toBeVisible();

  await context.setOffline(false);
  await a.evaluate(() => window.dispatchEvent(new Event('online')));
  const onServer = () => {
    const db = new Database(dbFile(), { readonly: true });
    try {
      return db
        .prepare(
          `SELECT u.iin, u.name FROM users u JOIN applications a ON a.applicant_id = u.id WHERE u.iin IN (?, ?) ORDER BY u.iin`,
        )
        .all(aigul.iin, bauyrzhan.iin) as { iin: string; name: string }[];
    } finally {
      db.close();
    }
  };
  await expect.poll(() => onServer().length, { timeout: 30_000 }).toBe(2);
  expect(onServer()).toEqual(
    [aigul, bauyrzhan].map((p) => ({ iin: p.iin, name: p.fio })).sort((x, y) => x.iin.localeCompare(y.iin)),
  );
  await expect(a.getByTestId('sync-saved')).toBeVisible({ timeout: 30_000 });
  await expect(a.getByTestId('sync-at-risk')).toHaveCount(0);
});
