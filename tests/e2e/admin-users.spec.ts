import type { APIRequestContext, Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { E2E_ADMIN } from '../support/server.ts';
import { expect, test } from './fixtures.ts';

// Nothing here is offline: no service worker, whose precaching would only slow the test down.
test.use({ serviceWorkers: 'block' });

interface User {
  updated_at: string | null;
  id: number;
  name: string;
  phone: string;
  iin: string | null;
  role_id: number;
  region_id: number | null;
  district_id: number | null;
  locality: string | null;
}

const ru = JSON.parse(readFileSync('locales/ru.json', 'utf8')) as Record<string, string>;

const randomPhone = () => `7707${String(Math.floor(Math.random() * 1e7)).padStart(7, '0')}`;

async function adminToken(request: APIRequestContext) {
  const res = await request.post('/api/auth/login', { data: E2E_ADMIN });
  const { data } = (await res.json()) as { data: { token: string; user: unknown } };
  return data;
}

/** Signs the page in as the e2e admin by storing the session the login screen would store. */
async function signInAs(page: Page, session: { token: string; user: unknown }) {
  await page.addInitScript((s) => {
    localStorage.setItem('qaryzsyz.token', JSON.stringify(s.token));
    localStorage.setItem('qaryzsyz.user', JSON.stringify(s.user));
  }, session);
}

async function createUser(request: APIRequestContext, token: string, extra: Record<string, unknown> = {}) {
  const res = await request.post('/api/users', {
    headers: { Authorization: `Bearer ${token}` },
    data: { name: 'Сәуле Ахметова', phone: randomPhone(), password: 'secret-1', ...extra },
  });
  expect(res.status()).toBe(201);
  return ((await res.json()) as { data: User }).data;
}

test.describe('admin user form', () => {
  let admin: { token: string; user: unknown };
  test.beforeEach(async ({ page, request }) => {
    admin = await adminToken(request);
    await signInAs(page, admin);
  });

  test('creating a user lands on the new user’s page by the returned id', async ({ page, request }) => {
    const phone = randomPhone();
    // "New user" on the list filtered by role creates a user of that role (the role field is hidden).
    await page.goto('/en/admin/users');
    await page.getByLabel('Role').selectOption({ label: 'Lawyer' });
    await expect(page).toHaveURL(/role_id=4/);
    // The list re-renders with the filter once its loader has answered; only then does the link carry it.
    const create = page.getByRole('link', { name: 'New user' });
    await expect(create).toHaveAttribute('href', /role_id=4/);
    await create.click();
    await expect(page).toHaveURL(/\/en\/admin\/users\/create\?role_id=4$/);
    await page.getByLabel('Full name').fill('Dana Seitova');
    await page.getByLabel('Email').fill('dana@example.kz');
    await page.getByLabel('Phone').fill(phone);
    await page.getByLabel('Password', { exact: true }).fill('secret-1');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page).toHaveURL(/\/en\/admin\/users\/\d+$/);
    const id = Number(page.url().split('/').pop());
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('User: Dana Seitova');
    const res = await request.get(`/api/users/${id}`, { headers: { Authorization: `Bearer ${admin.token}` } });
    expect(((await res.json()) as { data: User }).data).toMatchObject({ id, phone, name: 'Dana Seitova', role_id: 4 });
    // The list finds the new user by phone.
    await page.getByRole('link', { name: 'Back to users' }).click();
    await page.getByLabel('Search by name, phone, IIN or email').fill(phone.slice(-7));
    await page.getByRole('button', { name: 'Find' }).click();
    await expect(page.getByTestId('users-list').locator('tbody tr')).toHaveCount(1);
    await expect(page.getByTestId('users-list').locator('tbody tr')).toContainText('Lawyer');
  });

  test('updating stays on the page with a success toast and keeps the hidden fields', async ({ page, request }) => {
    const common = (await (await request.get('/api/common_data')).json()) as {
      data: { cato: { id: number; items: { id: number }[] }[] };
    };
    const region = common.data.cato[0]!;
    const user = await createUser(request, admin.token, {
      iin: String(Math.floor(1e11 + Math.random() * 8e11)),
      role_id: 3,
      region_id: region.id,
      district_id: region.items[0]!.id,
      locality: 'Ақсай',
    });
    await page.goto(`/en/admin/users/${user.id}`);
    await expect(page.getByLabel('Full name')).toHaveValue(user.name);
    await page.getByLabel('Full name').fill('Сәуле Нұрова');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('The user has been saved.')).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`/en/admin/users/${user.id}$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('User: Сәуле Нұрова');
    const res = await request.get(`/api/users/${user.id}`, { headers: { Authorization: `Bearer ${admin.token}` } });
    const { data } = (await res.json()) as { data: User };
    expect(data).toEqual({ ...user, name: 'Сәуле Нұрова', updated_at: data.updated_at });
  });

  test('a duplicate phone shows the message under the phone field and the error toast', async ({ page, request }) => {
    const taken = await createUser(request, admin.token);
    await page.goto('/ru/admin/users/create');
    await page.getByLabel('ФИО').fill('Дубликат Телефона');
    await page.getByLabel('Телефон').fill(taken.phone);
    const p = taken.phone; // the +7 mask draws it; the form sends its digits, which the server finds taken
    await expect(page.getByLabel('Телефон')).toHaveValue(
      `+7 (${p.slice(1, 4)}) ${p.slice(4, 7)}-${p.slice(7, 9)}-${p.slice(9)}`,
    );
    await page.getByLabel('Пароль', { exact: true }).fill('secret-1');
    await page.getByRole('button', { name: 'Сохранить' }).click();
    await expect(page.getByLabel('Телефон')).toHaveAccessibleDescription(/Не уникальный телефон/);
    await expect(page.getByLabel('Телефон')).toHaveAttribute('aria-invalid', 'true');
    // The server's refusal is attended to like the form's own errors: the field focused, the count said.
    await expect(page.getByLabel('Телефон')).toBeFocused();
    await expect(page.getByTestId('announcer')).toHaveText('1 поле нужно исправить.');
    await expect(page.getByText(ru['common.errors']!)).toBeVisible();
    await expect(page).toHaveURL(/\/ru\/admin\/users\/create$/);
    await expect(page.getByLabel('ФИО')).toHaveValue('Дубликат Телефона');
  });

  test('inputs and the save button are disabled while the request runs', async ({ page, request }) => {
    const user = await createUser(request, admin.token);
    await page.goto(`/en/admin/users/${user.id}`);
    await expect(page.getByLabel('Full name')).toHaveValue(user.name);
    // Hold the save request in flight until the form has been checked, then let it through.
    let release!: () => void;
    const held = new Promise<void>((r) => (release = r));
    await page.route(`**/api/users/${user.id}`, async (route) => {
      if (route.request().method() === 'POST') await held;
      await route.continue();
    });
    await page.getByLabel('Full name').fill('Held Request');
    await page.getByRole('button', { name: 'Save' }).click();
    for (const label of ['Full name', 'Email', 'Phone']) await expect(page.getByLabel(label)).toBeDisabled();
    await expect(page.getByLabel('Password', { exact: true })).toBeDisabled();
    await expect(page.getByRole('button', { name: 'Save' })).toBeDisabled();
    release();
    await expect(page.getByText('The user has been saved.')).toBeVisible();
    await expect(page.getByLabel('Full name')).toBeEnabled();
  });
});

test.describe('admin shell', () => {
  test('every seed section has landed: the last ones open their pages; an unknown one is not found', async ({
    page,
    request,
  }) => {
    await signInAs(page, await adminToken(request));
    await page.goto('/en/admin/infrastructure');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Infrastructure');
    await expect(page.getByTestId('section-not-landed')).toHaveCount(0);
    await page.goto('/en/admin/no-such-section');
    await expect(page.getByTestId('not-found')).toBeVisible();
  });

  test('the menu offers each role only its sections', async ({ page, request }) => {
    const admin = await adminToken(request);
    const phone = randomPhone();
    await createUser(request, admin.token, { phone, role_id: 2, name: 'Operator Test' });
    const res = await request.post('/api/auth/login', { data: { phone, password: 'secret-1' } });
    await signInAs(page, ((await res.json()) as { data: { token: string; user: unknown } }).data);
    await page.setViewportSize({ width: 400, height: 800 }); // a phone: the menu folds
    await page.goto('/en/admin/flows');
    const nav = page.getByRole('navigation', { name: 'Admin menu' });
    await expect(nav.getByRole('link', { name: 'Reports' })).toBeHidden();
    await nav.getByRole('button', { name: 'Menu' }).click();
    await expect(nav.getByRole('link')).toHaveText([
      'Applications of my districts',
      'Register a person',
      'Flows (groups)',
      'Agro applications',
      'Reports',
    ]);
    await nav.getByRole('link', { name: 'Reports' }).click();
    await expect(page).toHaveURL(/\/en\/admin\/reports$/);
    await expect(nav.getByRole('link', { name: 'Reports' })).toBeHidden();
    await page.goto('/en/admin/users');
    await expect(page.getByTestId('no-access')).toBeVisible();
  });
});

test.describe('user access and the action log', () => {
  test('an admin blocks a user from their page, and the log shows the block and the edit', async ({
    page,
    request,
  }) => {
    const admin = await adminToken(request);
    await signInAs(page, admin);
    const user = await createUser(request, admin.token, { name: 'Log Before' });
    await page.goto(`/en/admin/users/${user.id}`);
    await page.getByLabel('Full name').fill('Log After');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('The user has been saved.')).toBeVisible();
    page.once('dialog', (d) => void d.accept());
    await page.getByRole('button', { name: 'Block' }).click();
    await expect(page.getByTestId('access-panel')).toContainText('Blocked since');
    const login = await request.post('/api/auth/login', { data: { phone: user.phone, password: 'secret-1' } });
    expect(login.status()).toBe(401);

    await page.getByRole('link', { name: 'Action history' }).click();
    const rows = page.getByTestId('user-logs').locator('tbody tr');
    await expect(rows).toHaveCount(4);
    await expect(rows.nth(0)).toContainText('Failed sign-in');
    await expect(rows.nth(1)).toContainText('User blocked');
    await expect(rows.nth(2)).toContainText('User updated');
    await expect(rows.nth(2)).toContainText('name: Log Before → Log After');
    await expect(rows.nth(3)).toContainText('User created');
    await page.getByLabel('Action').selectOption({ label: 'User updated' });
    await page.getByRole('button', { name: 'Find' }).click();
    await expect(rows).toHaveCount(1);
    await expect(page).toHaveURL(/action=user\.update/);
  });
});
