/**
 * Every role signs in on the one sign-in page and lands on its own workplace (the admin: the dashboard),
 * which the header links to, inside the staff layout: the menu holds exactly the sections the server
 * lets the role open (tests/support/section-access.ts, the same rules the menu's unit test holds it to)
 * and sign-out. A sign-in that cannot work says why (a lockout: when to try again; no network: a
 * connection is needed once). Each story ends on the workplace, which the fixture then checks with axe.
 */
import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import type { Locale } from '../../contract/locale.ts';
import { ROLES, type RoleSlug } from '../../contract/roles.ts';
import { sectionsFor } from '../../src/features/admin-shell/sections.ts';
import { sectionsAllowed } from '../support/section-access.ts';
import { startServer, type RunningServer } from '../support/server.ts';
import { expect, test } from './fixtures.ts';
import { flowForTrainer } from './flows-harness.ts';
import { createUser } from './registration-helpers.ts';

const messages = (lang: Locale) =>
  JSON.parse(readFileSync(new URL(`../../locales/${lang}.json`, import.meta.url), 'utf8')) as Record<string, string>;

// Nothing here needs the offline app: no service worker, whose precaching would only slow the test down.
test.use({ serviceWorkers: 'block' });

/** Each role in one of the four languages, so every language's sign-in and workplace is walked once. */
const LANDING: [RoleSlug, Locale, string][] = [
  ['admin', 'kk', '/admin$'],
  ['operator', 'zh', '/office/register(\\?|$)'],
  ['trainer', 'en', '/trainer/?$'],
  ['lawyer', 'ru', '/admin/consultations$'],
  ['expert', 'zh', '/admin/news$'],
  ['applicant', 'kk', '/account$'],
];

/** The staff menu as the person sees it: each visible link's section and label. */
const visibleMenu = (page: Page) =>
  page
    .getByTestId('admin-nav')
    .locator('a[data-section]')
    .evaluateAll((links) =>
      links
        .filter((a) => a.checkVisibility())
        .map((a) => ({ slug: (a as HTMLElement).dataset.section!, label: a.textContent!.trim() })),
    );

for (const [role, lang, path] of LANDING)
  test(`a signed-in ${role} lands on their workplace (${lang}) with the menu the server allows, which the header and /admin open again`, async ({
    page,
  }) => {
    const t = messages(lang);
    const landing = new RegExp(`/${lang}${path}`);
    const { phone, password } = await createUser(role);
    // A trainer's groups: one meets today, one later; the one they open in the hall today comes first.
    if (role === 'trainer') {
      flowForTrainer(phone, `Later ${phone}`, 2, 6);
      flowForTrainer(phone, `Today ${phone}`, -1, 3);
    }
    await page.goto(`/${lang}/login`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(t['login.title']!);
    await page.getByLabel(t['login.phone']!).fill(phone);
    await page.getByLabel(t['login.password']!).fill(password);
    await page.getByRole('button', { name: t['login.submit'], exact: true }).click();
    // A password check is a deliberately slow hash; on a loaded CI machine it can take seconds.
    await expect(page).toHaveURL(landing, { timeout: 30_000 });
    if (role === 'admin') {
      // The admin's dashboard: today's numbers counted by the server.
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(t['dashboard.title']!);
      await expect(page.getByTestId('registrations-today').locator('dd')).toHaveText(/^\d+$/);
    }

    // The menu: exactly the sections the server lets this role open, labelled in the page's language.
    const allowed = sectionsAllowed(role);
    if (role === 'applicant') {
      expect(allowed).toEqual([]);
      await expect(page.getByTestId('admin-nav')).toHaveCount(0);
    } else {
      await expect(page.getByTestId('admin-nav').locator('a[data-section]').first()).toBeVisible();
      // Polled: the menu may render again once the page's language and session settle (a zh page on a loaded machine).
      await expect.poll(async () => (await visibleMenu(page)).map((m) => m.slug).sort()).toEqual([...allowed].sort());
      const menu = await visibleMenu(page);
      const labelOf = new Map(
        sectionsFor(ROLES[role]).map((s) => [s.slug, t[s.labelFor?.[ROLES[role]] ?? `admin.section.${s.slug}`]]),
      );
      for (const m of menu) expect(m.label, m.slug).toBe(labelOf.get(m.slug));
      await expect(page.getByTestId('sign-out')).toHaveText(t['admin.logout']!);
    }
    if (role === 'trainer') {
      const flows = page.getByTestId('trainer-flow');
      await expect(flows).toHaveCount(2);
      await expect(flows.first()).toHaveAttribute('data-when', 'today');
      await expect(flows.first()).toContainText(`Today ${phone}`);
      await expect(flows.first()).toContainText(t['attendance.today']!);
    }

    await page.goto(`/${lang}`);
    await page.getByTestId('workplace-link').click();
    await expect(page).toHaveURL(landing);
    await page.goto(`/${lang}/admin`);
    await expect(page).toHaveURL(landing);
    if (role === 'trainer') {
      // Today's group opens its attendance sheet, which the fixture then checks with axe.
      await page.getByTestId('trainer-flow-link').first().click();
      await expect(page.getByTestId('attendance-sheet')).toBeVisible();
    }
    if (role === 'expert') {
      // Signing out leaves the workplace for the sign-in page; the workplace then asks to sign in again.
      await page.getByTestId('sign-out').click();
      await expect(page).toHaveURL(new RegExp(`/${lang}/admin/login`));
      await page.goto(`/${lang}/admin/news`);
      await expect(page).toHaveURL(new RegExp(`/${lang}/admin/login`));
    }
  });

test.describe('on a 1366×768 laptop', () => {
  test.use({ viewport: { width: 1366, height: 768 } });
  test('staff work full width without the public menu; offline the dashboard shows its last copy; the public site keeps its menu', async ({
    page,
    context,
  }) => {
    const { phone, password } = await createUser('admin');
    await page.goto('/ru/login');
    await page.getByLabel('Телефон').fill(phone);
    await page.getByLabel('Пароль').fill(password);
    await page.getByRole('button', { name: 'Войти' }).click();
    await expect(page).toHaveURL(/\/ru\/admin$/, { timeout: 30_000 });
    // Shown once the numbers came: only then does the device hold a copy for offline.
    await expect(page.getByTestId('dashboard-page')).toBeVisible();
    await expect(page.locator('.app')).toHaveAttribute('data-layout', 'staff');
    await expect(page.locator('.site-nav')).toHaveCount(0);
    await expect(page.locator('.site-footer')).toHaveCount(0);
    const table = await page.getByTestId('admin-content').boundingBox();
    expect(table!.width).toBeGreaterThan(1000); // the side menu and the list share the whole width
    const header = await page.locator('.site-header').boundingBox();
    expect(header!.height).toBeLessThan(80); // one line: the list starts near the top of the screen

    // Offline, the dashboard is the copy counted at the last visit, saying so.
    const menu = page.getByTestId('admin-nav');
    await menu.getByRole('link', { name: 'Пользователи' }).click();
    await expect(page.getByTestId('users-list')).toBeVisible(); // its code is loaded: nothing left to fetch
    await context.setOffline(true);
    await menu.getByRole('link', { name: 'Сводка' }).click();
    await expect(page.getByTestId('dashboard-as-of')).toContainText('Нет связи: показана копия');
    await expect(page.getByTestId('registrations-today').locator('dd')).toHaveText(/^\d+$/);
    await context.setOffline(false);

    await page.goto('/ru/news');
    await expect(page.locator('.app')).toHaveAttribute('data-layout', 'site');
    await expect(page.locator('.site-nav')).toBeVisible();
  });
});

test('the public site offers sign-in to someone not signed in', async ({ page }) => {
  await page.goto('/ru');
  await page.getByTestId('sign-in-link').click();
  await expect(page).toHaveURL(/\/ru\/admin\/login$/);
});

test.describe('a sign-in that cannot work says why', () => {
  let server: RunningServer;
  test.beforeAll(async () => {
    test.setTimeout(120_000); // a server of its own, compiled on start: slow on a loaded machine
    server = await startServer({ env: { LOGIN_MAX_PER_PHONE: '2' } });
  });
  test.afterAll(async () => {
    await server.stop();
  });

  test('a wrong password says the phone or password is incorrect, a lockout says when to try again, no network says there is no connection', async ({
    page,
    context,
  }) => {
    await page.goto(`${server.url}/ru/admin/login`);
    const phone = page.getByLabel('Телефон');
    const notice = page.getByTestId('login-notice');
    await phone.fill('77011112233');
    await page.getByLabel('Пароль').fill('not-the-password');
    for (let i = 0; i < 2; i++) {
      await page.getByRole('button', { name: 'Войти' }).click();
      await expect(phone).toHaveAttribute('aria-invalid', 'true');
      await expect(page.getByLabel('Пароль')).toHaveAttribute('aria-invalid', 'true');
      await expect(page.getByTestId('login-wrong')).toHaveText('Неверный телефон или пароль.');
      await expect(notice).toHaveCount(0);
    }
    await page.getByRole('button', { name: 'Войти' }).click();
    await expect(notice).toHaveText('Слишком много попыток. Попробуйте снова через 15 минут.');

    await context.setOffline(true);
    await phone.fill('77011112244');
    await page.getByRole('button', { name: 'Войти' }).click();
    await expect(notice).toContainText('Нет связи. Для входа один раз нужен интернет');
    await expect(page.getByTestId('login-wrong')).toHaveCount(0);
  });
});
