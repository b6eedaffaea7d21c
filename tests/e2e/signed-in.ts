/** A page that opens already signed in as a new user of the role, the way the app keeps a session. */
import type { Page } from '@playwright/test';
import type { RoleSlug } from '../../contract/roles.ts';
import { expect } from './fixtures.ts';
import { createUser } from './registration-helpers.ts';

export async function signedInAs(page: Page, role: RoleSlug) {
  const { phone, password } = await createUser(role);
  const res = await page.request.post('/api/auth/login', { data: { phone, password } });
  expect(res.status()).toBe(200);
  const { data } = (await res.json()) as { data: { token: string; user: unknown } };
  await page.addInitScript((s) => {
    localStorage.setItem('qaryzsyz.token', JSON.stringify(s.token));
    localStorage.setItem('qaryzsyz.user', JSON.stringify(s.user));
  }, data);
}
