/**
 * A villager on a weak link: a dairy application with three 12 MP photos and a PDF, filled and sent
 * offline, arrives once and whole when the signal returns — even when an upload is cut mid-file.
 */
import Database from 'better-sqlite3';
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { makeIin, makePhone } from '../support/contest-data.ts';
import { E2E_ADMIN } from '../support/server.ts';
import { lastSmsCode } from '../support/sms-outbox.ts';
import { catoOnDevice } from './cato-device.ts';
import { makePdf, makePhotos } from './contest-media.ts';
import { expect, test, waitForServiceWorker } from './fixtures.ts';

const DAY = 86_400_000;
const kzDate = (days: number) => new Date(Date.now() + 5 * 3600_000 + days * DAY).toISOString().slice(0, 10);

async function openContestWindow(baseURL: string) {
  const login = await fetch(`${baseURL}/api/auth/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(E2E_ADMIN),
  });
  const { data } = (await login.json()) as { data: { token: string } };
  const res = await fetch(`${baseURL}/api/contest/settings`, {
    method: 'PUT',
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${data.token}` },
    body: JSON.stringify({ year: 2026, opens_on: kzDate(-3), closes_on: kzDate(3), grace_hours: 72 }),
  });
  expect(res.status).toBe(200);
}

interface DeviceFile {
  id: string;
  kind: string;
  size: number;
  sha256: string;
  status: string;
}
const deviceFiles = (page: Page, draftId: string) =>
  page.evaluate(
    (draftId) =>
      new Promise<DeviceFile[]>((resolve) => {
        const open = indexedDB.open('qaryzsyz');
        open.onsuccess = () => {
          const req = open.result.transaction('files').objectStore('files').getAll();
          req.onsuccess = () => {
            open.result.close();
            resolve(
              (req.result as (DeviceFile & { draftId: string })[])
                .filter((f) => f.draftId === draftId)
                .map(({ id, kind, size, sha256, status }) => ({ id, kind, size, sha256, status })),
            );
          };
        };
      }),
    draftId,
  );

const name = (n: string) => `[name="${n}"]`;

test('a dairy application filled offline on a weak link arrives once, with byte-identical photos and PDF, and locks', async ({
  page,
  context,
  baseURL,
}) => {
  test.setTimeout(110_000);
  await openContestWindow(baseURL!);
  await page.goto('/ru/contest');
  await expect(page.getByTestId('nomination-dairy')).toBeVisible();
  await waitForServiceWorker(page); // installed: the form's code is on the device before the signal goes
  const [sky, field, barn] = await makePhotos(page, 3);
  const pdf = makePdf(600 * 1024);
  await expect.poll(() => catoOnDevice(page)).toBe(true); // the contest page saved the KATO tree

  await context.setOffline(true);
  await page.getByTestId('nomination-dairy').click();
  await expect(page.getByTestId('contest-form')).toBeVisible();
  const draftId = page.url().match(/form\/([0-9a-f-]{36})/)![1]!;
  const next = () => page.getByTestId('contest-next').click();
  const form = page.getByTestId('contest-form');

  // Next on the empty step shows all its errors at once, focuses the first and says how many.
  await next();
  await expect(form.locator('.field-error')).toHaveCount(4);
  await expect(page.locator(name('full_name'))).toBeFocused();
  await expect(page.getByTestId('announcer')).toHaveText('4 поля нужно исправить.');
  await page.fill(name('full_name'), 'Айгүл Сәрсенова');
  const phone = makePhone();
  await page.fill(name('iin'), makeIin());
  await page.fill(name('phone'), phone);
  await expect(page.locator(name('phone'))).toHaveValue(
    `+7 (${phone.slice(1, 4)}) ${phone.slice(4, 7)}-${phone.slice(7, 9)}-${phone.slice(9)}`,
  );
  await page.fill(name('password'), 'auyl-2026-pass');
  // Each error went as its field was filled; the password still has the focus, and the first press of
  // Next after the fix advances (its blur once dropped an error line and moved the button away).
  await expect(form.locator('.field-error')).toHaveCount(0);
  await expect(page.locator(name('password'))).toBeFocused();
  await next();
  await expect(page.locator(name('region_id'))).toBeVisible();
  await page.selectOption(name('region_id'), '100000000');
  await page.selectOption(name('district_id'), '103200000');
  await page.selectOption(name('product_type'), 'kurt');
  await page.fill(name('assortment_count'), '3');
  await page.fill(name('assortment_names'), 'құрт, ірімшік, сүзбе');
  await page.fill(name('monthly_volume'), '120');
  await page.selectOption(name('monthly_volume_unit'), 'kg');
  await page.fill(name('land_area'), '12');
  await page.selectOption(name('land_area_unit'), 'sotka');
  await next();
  await page.fill(name('family_members'), '4');
  await page.check('[name="sales_market"][value="market"]');
  await next();
  await page.fill(name('storage_place'), 'Салқын қойма');
  await page
    .getByTestId('file-input-storage_photos')
    .setInputFiles({ name: 'barn.jpg', mimeType: 'image/jpeg', buffer: barn! });
  await page.selectOption(name('processing_type'), 'partial');
  await page.selectOption(name('storage_type'), 'warehouse');
  await page.selectOption(name('infrastructure_rating'), '4');
  await expect(page.getByTestId('file-item')).toHaveCount(1);
  await next();
  await page
    .getByTestId('file-input-logo_images')
    .setInputFiles({ name: 'logo.jpg', mimeType: 'image/jpeg', buffer: sky! });
  await expect(page.getByTestId('file-item')).toHaveCount(1);
  // Sent without the required package photo: the focus lands on that file field's own button.
  await page.getByTestId('contest-send').click();
  await expect(page.locator(name('package_images'))).toBeFocused();
  await expect(page.locator(name('package_images'))).toHaveAttribute('aria-invalid', 'true');
  await page
    .getByTestId('file-input-package_images')
    .setInputFiles({ name: 'pack.jpg', mimeType: 'image/jpeg', buffer: field! });
  await expect(page.getByTestId('file-item')).toHaveCount(2);
  await page
    .getByTestId('file-input-declaration_file')
    .setInputFiles({ name: 'declaration.pdf', mimeType: 'application/pdf', buffer: pdf });
  await expect(page.getByTestId('file-item')).toHaveCount(3);
  await page.getByTestId('contest-send').click();
  await page.getByTestId('confirm-dialog').getByRole('button', { name: 'Да, отправить' }).click();

  const locked = page.getByTestId('contest-locked');
  await expect(locked).toHaveAttribute('data-status', 'queued');
  const onDevice = await deviceFiles(page, draftId);
  const photos = onDevice.filter((f) => f.kind === 'photo');
  expect(photos).toHaveLength(3);
  for (const p of photos) expect(p.size).toBeLessThanOrEqual(300 * 1024);
  expect(onDevice.find((f) => f.kind === 'document')?.size).toBe(pdf.length);
  // She leaves for the home page before the signal returns: the app must find her there.
  await page.goto('/ru');
  await expect(page.getByTestId('home-page')).toBeVisible();

  // Back online, on a weak link (~400 kbps, 400 ms), and the first continuation of an upload is cut.
  let cut = false;
  await page.route('**/api/files/**', (route) => {
    const offset = Number(route.request().headers()['upload-offset'] ?? 0);
    if (route.request().method() === 'PATCH' && offset > 0 && !cut) {
      cut = true;
      return route.abort('connectionreset');
    }
    return route.continue();
  });
  await context.setOffline(false);
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 400,
    downloadThroughput: 50_000,
    uploadThroughput: 50_000,
  });

  // A new account claims the IIN: wherever she is, the app asks her to confirm her phone and leads to the step.
  const notice = page.getByTestId('contest-confirm-notice');
  await expect(notice).toContainText('Подтвердите телефон, чтобы отправить заявку.', { timeout: 30_000 });
  await notice.getByRole('link', { name: 'Подтвердить телефон' }).click();
  await expect(page).toHaveURL(new RegExp(`/ru/contest/form/${draftId}`));
  const step = page.getByTestId('contest-account-step');
  // The step is above the locked form: brought into view and focused, not left off-screen at the top.
  await expect(step).toBeFocused();
  await expect(step).toBeInViewport();
  await expect(notice).toHaveCount(0);
  // While it waits for the code the record says so, not "sent when connected · sending…".
  await expect(page.getByTestId('submission-headline')).toContainText('ждёт подтверждения вашего телефона');
  await expect(page.getByTestId('submission-sending')).toHaveCount(0);
  // The phone is confirmed with the code from the SMS outbox.
  await step.getByRole('button', { name: 'Отправить код' }).click({ timeout: 30_000 });
  let code: string | undefined;
  await expect.poll(() => (code = lastSmsCode(process.env.E2E_DATA_DIR!, phone))).toMatch(/^\d{6}$/);
  await step.getByLabel('Код из SMS').fill(code!);
  await step.getByRole('button', { name: 'Подтвердить и создать кабинет' }).click();
  await expect(step).toHaveCount(0, { timeout: 30_000 });

  await expect(locked).toHaveAttribute('data-status', 'sent', { timeout: 80_000 });
  expect(cut).toBe(true);
  await expect(page.getByTestId('contest-record-state')).toBeVisible();
  await expect(page.getByTestId('contest-form')).toHaveCount(0);
  await expect(page.getByTestId('file-state')).toHaveCount(4);

  const dataDir = process.env.E2E_DATA_DIR!;
  const db = new Database(join(dataDir, 'qaryzsyz.sqlite'), { readonly: true });
  try {
    const apps = db.prepare('SELECT file_ids FROM contest_applications WHERE client_record_id = ?').all(draftId) as {
      file_ids: string;
    }[];
    expect(apps).toHaveLength(1);
    expect((JSON.parse(apps[0]!.file_ids) as string[]).sort()).toEqual(onDevice.map((f) => f.id).sort());
    for (const f of onDevice) {
      const stored = createHash('sha256')
        .update(readFileSync(join(dataDir, 'uploads', f.id)))
        .digest('hex');
      expect(stored, f.kind).toBe(f.sha256);
    }
  } finally {
    db.close();
  }
});
