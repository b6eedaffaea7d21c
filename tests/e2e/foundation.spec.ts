import { chromium } from '@playwright/test';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { E2E_ADMIN } from '../support/server.ts';
import { expect, test, waitForServiceWorker } from './fixtures.ts';

const HERO = { kk: 'Қарызсыз қоғам', ru: 'Общество без долгов', en: 'A debt-free society', zh: '无债社会' };

test.describe('the app shell', () => {
  test.use({ serviceWorkers: 'block' }); // online only: precaching would only slow it down
  for (const [prefix, locale] of [
    ['kk', 'kk'],
    ['ru', 'ru'],
    ['en', 'en'],
    ['zh', 'zh'],
    ['ch', 'zh'],
  ] as const) {
    test(`the home page renders in ${locale} at /${prefix}`, async ({ page }) => {
      await page.goto(`/${prefix}`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(HERO[locale]);
      await expect(page.locator('html')).toHaveAttribute('lang', locale);
      await expect(page).toHaveTitle(/Qaryzsyz|Қарызсыз|Карызсыз/);
    });
  }

  test('opens in Kazakh at the root and offers the four languages', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(HERO.kk);
    const switcher = page.getByRole('navigation', { name: 'Тіл' });
    await expect(switcher.getByRole('link')).toHaveText(['Қазақша', 'Русский', 'English', '中文']);
  });

  test('switching language keeps the page', async ({ page }) => {
    await page.goto('/kk/admin/login');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Кіру');
    await page.getByRole('link', { name: 'Русский' }).click();
    await expect(page).toHaveURL(/\/ru\/admin\/login$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Вход');
    await expect(page).toHaveTitle('Вход');
    await page.goto('/admin/login');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Вход'); // remembered
  });

  test('sets the meta description per route', async ({ page }) => {
    await page.goto('/en');
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /Free 5-day in-person training/);
  });

  test('shows a not-found page for unmatched paths', async ({ page }) => {
    await page.goto('/en/no-such-page');
    await expect(page.getByTestId('not-found')).toContainText('Page not found');
    await page.goto('/xx');
    await expect(page.getByTestId('not-found')).toBeVisible();
  });

  test('scrolls to the element named by toId', async ({ page }) => {
    await page.setViewportSize({ width: 400, height: 300 });
    await page.goto('/en?toId=main');
    await expect(page.getByTestId('home-page')).toBeVisible();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
  });
});

test.describe('admin sign-in', () => {
  test.use({ serviceWorkers: 'block' }); // online only: precaching would only slow it down
  test('a failed login marks both fields as in error and says the phone or password is incorrect, never which', async ({
    page,
  }) => {
    await page.goto('/kk/admin/login');
    const phone = page.getByLabel('Телефон');
    await phone.fill(E2E_ADMIN.phone);
    await page.getByLabel('Құпиясөз').fill('wrong-password');
    await page.getByRole('button', { name: 'Кіру' }).click();
    await expect(phone).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByLabel('Құпиясөз')).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByRole('alert')).toHaveText('Телефон немесе құпиясөз қате.');
    // Both fields name the message, so either one read aloud says why it is marked.
    await expect(phone).toHaveAccessibleDescription('Телефон немесе құпиясөз қате.');
    await expect(page.getByLabel('Құпиясөз')).toHaveAccessibleDescription('Телефон немесе құпиясөз қате.');
  });

  test('a good login lands on the admin’s workplace, and sign-out returns to login', async ({ page }) => {
    await page.goto('/ru/admin/news');
    await expect(page).toHaveURL(/\/ru\/admin\/login\?from=/);
    await page.goto('/ru/admin/login');
    // Typed key by key the domestic way ("8 700…"), the number takes the +7 mask and signs in by its digits.
    const phone = page.getByLabel('Телефон');
    await phone.pressSequentially(`8${E2E_ADMIN.phone.slice(1)}`);
    await expect(phone).toHaveValue('+7 (700) 000-00-01');
    await page.getByLabel('Пароль').fill(E2E_ADMIN.password);
    await page.getByRole('button', { name: 'Войти' }).click();
    await expect(page).toHaveURL(/\/ru\/admin$/);
    await expect(page.getByTestId('dashboard-page')).toBeVisible();
    const stored = await page.evaluate(() => Object.keys(localStorage).sort());
    expect(stored).toEqual(expect.arrayContaining(['qaryzsyz.locale', 'qaryzsyz.token', 'qaryzsyz.user']));
    expect(stored.every((k) => k.startsWith('qaryzsyz.'))).toBe(true);
    expect(await page.evaluate(() => JSON.stringify(localStorage))).not.toContain(E2E_ADMIN.password);
    await page.getByRole('button', { name: 'Выйти' }).click();
    await expect(page).toHaveURL(/\/ru\/admin\/login$/);
  });

  test('a stored session the server refuses is cleared at start', async ({ page }) => {
    await page.goto('/en');
    await page.evaluate(() => {
      localStorage.setItem('qaryzsyz.token', JSON.stringify('revoked-token'));
      localStorage.setItem('qaryzsyz.user', JSON.stringify({ id: 1, name: 'Ghost', role_id: 6 }));
    });
    await page.reload();
    // The app reloads itself after clearing; read storage once it has settled.
    const token = () => page.evaluate(() => localStorage.getItem('qaryzsyz.token')).catch(() => 'navigating');
    await expect.poll(token).toBeNull();
  });
});

test.describe('installable and offline', () => {
  test('Chromium finds the app installable', async ({ baseURL }, testInfo) => {
    // Installability is not reported in incognito contexts, so this one uses a real profile.
    const profile = mkdtempSync(join(tmpdir(), 'qaryzsyz-profile-'));
    const options = testInfo.project.use.launchOptions!;
    const context = await chromium.launchPersistentContext(profile, {
      ...options,
      // Chromium waits for "engagement" before offering installation; a test has none to give.
      args: [...(options.args ?? []), '--bypass-app-banner-engagement-checks'],
      baseURL,
    });
    try {
      const page = await context.newPage();
      await page.goto('/');
      await waitForServiceWorker(page);
      const cdp = await context.newCDPSession(page);
      const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
      expect(installabilityErrors).toEqual([]);
      // The browser's own offer (beforeinstallprompt) becomes the app's Install button.
      await page.reload();
      await expect(page.getByTestId('install-offer').getByRole('button', { name: 'Қолданбаны орнату' })).toBeVisible();
    } finally {
      await context.close();
    }
  });

  test('on an iPhone, where browsers offer no install prompt, the Install button says how to add the app', async ({
    browser,
    baseURL,
  }) => {
    const context = await browser.newContext({
      baseURL,
      userAgent:
        'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1',
      viewport: { width: 390, height: 844 },
    });
    const page = await context.newPage();
    await page.goto('/en');
    await page.getByTestId('install-offer').getByRole('button', { name: 'Install the app' }).click();
    await expect(page.getByTestId('install-ios-steps')).toContainText('Add to Home Screen');
    await context.close();
  });

  test('with the network off, pages reload from the shell and /api/ never answers with HTML', async ({
    page,
    context,
  }) => {
    await page.goto('/kk');
    await waitForServiceWorker(page);
    await context.setOffline(true);
    await expect(page.getByTestId('offline-indicator')).toBeVisible();
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(HERO.kk);
    await page.goto('/en/admin/login');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sign in');
    const apiAnswer = await page.evaluate(() =>
      fetch('/api/user-info').then(
        async (r) => `${r.status} ${r.headers.get('content-type')} ${(await r.text()).slice(0, 15)}`,
        () => 'network error',
      ),
    );
    expect(apiAnswer).not.toMatch(/html/i);
    await context.setOffline(false);
  });
});
