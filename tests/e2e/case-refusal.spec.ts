/**
 * A lawyer's offline outcome that another device overtook: the admin finished the case while the tablet
 * was without signal. The tablet's move is refused, and the lawyer is told why, on the case and on
 * "This device", where the record names its case and leads back to it.
 */
import { expect, test, waitForServiceWorker } from './fixtures.ts';
import { assignedCase, nextServerVersion, signInAsLawyer } from './case-helpers.ts';
import { createUser } from './registration-helpers.ts';
import { writeServerDb } from './server-db.ts';

test.use({ viewport: { width: 1024, height: 768 }, hasTouch: true });

test('an outcome recorded offline on a case finished elsewhere says it was changed on another device, on the case and on This device', async ({
  page,
  context,
}) => {
  const lawyer = await createUser('lawyer');
  const name = `Гүлнар ${Date.now().toString(36)}`;
  const uuid = assignedCase(lawyer.phone, name);
  await signInAsLawyer(page, lawyer.phone, lawyer.password);
  await waitForServiceWorker(page);
  await expect(page.getByTestId('cases-mine').getByText(name)).toBeVisible({ timeout: 20_000 });

  await context.setOffline(true);
  await page.getByTestId('cases-mine').getByRole('link', { name }).click();
  const outcome = page.getByTestId('case-outcome-form');
  await outcome.getByLabel('Исход').selectOption('out_of_court');
  await outcome.getByRole('button', { name: 'Сохранить исход' }).click();
  await expect(page.getByTestId('case-waiting')).toContainText('Исход');

  // Meanwhile an admin finds the person not eligible, which finishes the case.
  writeServerDb((db) =>
    db
      .prepare(`UPDATE consultations SET outcome = 'not_eligible', status = 3, server_version = ? WHERE uuid = ?`)
      .run(nextServerVersion(db), uuid),
  );
  await context.setOffline(false);

  await expect(page.getByTestId('case-refusal')).toContainText('Сначала изменено на другом устройстве', {
    timeout: 30_000,
  });
  await expect(page.getByTestId('cases.field.outcome')).toHaveText('Не подходит', { timeout: 30_000 });

  await page.goto('/ru/device');
  const item = page.getByTestId('draft-item').filter({ hasText: 'Исход — Несколько кредитов' });
  await expect(item).toContainText(name);
  await expect(item.getByTestId('draft-errors')).toContainText('Сначала изменено на другом устройстве');
  await item.getByRole('link', { name: 'Открыть' }).click();
  await expect(page).toHaveURL(new RegExp(`/ru/admin/consultations/${uuid}$`));
  await expect(page.getByTestId('case-page')).toContainText(name);
});
