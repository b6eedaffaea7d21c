/** Helpers for the registration e2e tests: staff users in the e2e database, and filling the five steps. */
import Database from 'better-sqlite3';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { hashPassword } from '../../api/lib/password.ts';
import { ROLES, type RoleSlug } from '../../contract/roles.ts';
import { expect } from './fixtures.ts';

export const dbFile = () => join(process.env.E2E_DATA_DIR!, 'qaryzsyz.sqlite');

let seq = 0;
/** An operator of Kokshetau city (KATO 111000000, Akmola region), signed in on the page. */
/** A person of `role` with a password, written straight into the test's database (staff of district 111000000). */
export async function createUser(role: RoleSlug) {
  const phone = `7702${String(Date.now()).slice(-5)}${String(++seq).padStart(2, '0')}`;
  const password = `${role}-secret`;
  const db = new Database(dbFile());
  db.prepare('INSERT INTO users (name, phone, password_hash, role_id, district_ids) VALUES (?, ?, ?, ?, ?)').run(
    `${role} ${seq}`,
    phone,
    await hashPassword(password),
    ROLES[role],
    JSON.stringify([111000000]),
  );
  db.close();
  return { phone, password };
}

export const createOperator = () => createUser('operator');

export async function signInOperator(page: Page, baseURL: string) {
  const credentials = await createOperator();
  const res = await fetch(`${baseURL}/api/auth/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(credentials),
  });
  const { data } = (await res.json()) as { data: { token: string; user: unknown } };
  await page.addInitScript(
    ([token, user]) => {
      localStorage.setItem('qaryzsyz.token', JSON.stringify(token));
      localStorage.setItem('qaryzsyz.user', JSON.stringify(user));
    },
    [data.token, data.user] as const,
  );
}

export interface Person {
  fio: string;
  iin: string;
  birthday: string;
  gender: 'male' | 'female';
  phone: string;
}

const next = (page: Page) => page.getByTestId('registration-form').locator('button[type=submit]').click();
export const atStep = (page: Page, step: string) =>
  expect(page.getByTestId('registration-form')).toHaveAttribute('data-step', step);

export async function fillPersonal(page: Page, p: Person) {
  await page.locator('[name=fio]').fill(p.fio);
  await page.locator('[name=iin]').fill(p.iin);
  await page.locator('[name=gender]').selectOption(p.gender);
  // Typed as people write it; the form keeps the ISO day.
  await page.locator('[name=birthday]').fill(p.birthday.split('-').reverse().join('.'));
}

export async function fillContacts(page: Page, p: Person) {
  await page.locator('[name=phone]').fill(p.phone);
  await page.locator('[name=region_id]').selectOption('110000000');
  await page.locator('[name=district_id]').selectOption('111000000');
  await page.locator('[name=locality]').fill('Көкшетау');
  await page.locator('[name=residence_address]').fill('Абай көшесі, 12');
}

export async function fillFamily(page: Page) {
  await page.locator('[name=education]').selectOption('secondary');
  await page.locator('[name=social_status]').selectOption('employed');
  await page.locator('[name=family_status]').selectOption('no');
  await page.locator('[name=family_members]').fill('4');
  await page.locator('[name=has_loans]').selectOption('yes');
  await page.locator('[name=loans_count]').fill('2');
  await page.locator('[name=loans_amount]').fill('900000');
  await page.locator('[name=loans_month_payment]').fill('45000');
  await page.locator('[name=loans_overdue]').selectOption('no');
  await page.locator('[name=family_income]').fill('250000');
}

export async function fillTraining(page: Page) {
  await page.locator('[name=education_goal]').selectOption('repay_debts');
  await page.locator('[name=training_language]').selectOption('kk');
  await page.locator('[name=lesson_region_id]').selectOption('110000000');
  await page.locator('[name=lesson_district_id]').selectOption('111000000');
}

export async function tickConsents(page: Page) {
  for (const name of ['consent_personal_data', 'accept_agreement', 'offline_only'])
    await page.locator(`[name=${name}]`).check();
}

/** The step bar's button for a step (jumps there without checking). */
export const stepTab = (page: Page, step: string) => page.getByTestId('step-bar').locator(`[data-step=${step}] button`);

/** From the training step on: fills it, ticks the consents and presses Submit. */
export async function finishFromTraining(page: Page, password?: string) {
  await atStep(page, 'training');
  await fillTraining(page);
  await next(page);
  await atStep(page, 'consents');
  await tickConsents(page);
  if (password) await page.locator('[name=password]').fill(password);
  await next(page);
}

/** Fills all five steps and presses Submit (a password on the last step for self-registration). */
export async function registerPerson(page: Page, p: Person, password?: string) {
  await atStep(page, 'personal');
  await fillPersonal(page, p);
  await next(page);
  await atStep(page, 'contacts');
  await fillContacts(page, p);
  await next(page);
  await atStep(page, 'family');
  await fillFamily(page);
  await next(page);
  await finishFromTraining(page, password);
}

export { next };
