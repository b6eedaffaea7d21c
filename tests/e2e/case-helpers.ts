/** A lawyer's tablet in the browser stories: a case assigned by an admin, pulled at sign-in. */
import type { Page } from '@playwright/test';
import { nextIin } from '../support/registration-data.ts';
import { writeServerDb } from './server-db.ts';

/** A case assigned to the lawyer, as an admin's assignment leaves it (stamped for the pull). */
export function assignedCase(lawyerPhone: string, name: string) {
  return writeServerDb((db) => {
    const lawyer = db.prepare('SELECT id FROM users WHERE phone = ?').get(lawyerPhone) as { id: number };
    const uuid = crypto.randomUUID();
    db.prepare(
      `INSERT INTO consultations (uuid, iin, name, type, title, problem, status, region_id, district_id, lawyer_id,
         source, created_at, server_version)
       VALUES (?, ?, ?, 'judicial_bankruptcy', 'Несколько кредитов', 'Не платит больше года', 1, 110000000,
         111000000, ?, 'request', ?, ?)`,
    ).run(uuid, nextIin(), name, lawyer.id, Date.now() - 86_400_000, nextServerVersion(db));
    return uuid;
  });
}

/** The next stamp of the pull's change counter (a row changed by hand is sent to the devices by it). */
export function nextServerVersion(db: { prepare(sql: string): { get(): unknown } }) {
  const row = db
    .prepare(
      `INSERT INTO counters (name, value) VALUES ('server_version', 1)
       ON CONFLICT(name) DO UPDATE SET value = value + 1 RETURNING value`,
    )
    .get() as { value: number };
  return row.value;
}

export async function signInAsLawyer(page: Page, phone: string, password: string) {
  await page.goto('/ru/admin/login?from=/ru/admin/consultations');
  await page.getByLabel(/Телефон/).fill(phone);
  await page.getByLabel(/Пароль/).fill(password);
  await page.getByTestId('login-form').locator('button[type=submit]').click();
  // The path, not the whole address: the sign-in page's own `?from=/ru/admin/consultations` ends the same way.
  await page.waitForURL((url) => url.pathname === '/ru/admin/consultations', { timeout: 30_000 });
}
