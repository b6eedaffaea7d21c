import { readFileSync } from 'node:fs';
import { axeProblems, expect, test, waitForServiceWorker } from './fixtures.ts';
import { LOCALES, PUBLIC_ROUTES, publicPath, seedPublicRoutes } from './public-routes.ts';

const catalog = (l: string) =>
  JSON.parse(readFileSync(new URL(`../../locales/${l}.json`, import.meta.url), 'utf8')) as Record<string, string>;

test.describe('public pages in four languages', () => {
  test.use({ serviceWorkers: 'block' }); // online pages: precaching would only slow them down
  let ids: Record<string, string> = {};
  test.beforeAll(async ({ request }) => void (ids = await seedPublicRoutes(request)));
  // Each page in Kazakh and one of the other three in turn, so every language walks a third of the pages or
  // more; the catalogs' key sets are equal (tests/locales.test.ts), so a message missing in one is missing in all.
  // Pages go in four groups, each walked in one tab: a new browser context per page cost more than the page.
  const GROUPS = 4;
  const routes = PUBLIC_ROUTES.map((route, i) => ({ ...route, langs: ['kk', LOCALES[1 + (i % 3)]!] as const }));
  for (let g = 0; g < GROUPS; g++) {
    const group = routes.filter((_, i) => i % GROUPS === g);
    test(`${group.map((r) => r.path || '/').join(', ')} render in Kazakh and another language, every message translated, axe clean`, async ({
      page,
    }) => {
      const missing: string[] = [];
      page.on('console', (m) => {
        if (m.text().startsWith('[intl]')) missing.push(`${page.url()}: ${m.text()}`);
      });
      const problems: string[] = [];
      for (const route of group) {
        const titles = new Set<string>();
        for (const locale of route.langs) {
          await page.goto(`/${locale}${publicPath(route.path, ids)}`);
          await expect(page.getByTestId(route.ready)).toBeVisible();
          // Lists have loaded (no spinner) and did not fail.
          await expect(page.locator('.list-state[role="status"]')).toHaveCount(0);
          await expect(page.locator('.list-error')).toHaveCount(0);
          await expect(page.locator('html')).toHaveAttribute('lang', locale);
          await expect(page.locator('main h1').first()).toBeVisible();
          titles.add(await page.title());
        }
        // Each language has its own title.
        expect(titles.size, `${route.path || '/'}: ${[...titles].join(' | ')}`).toBe(route.langs.length);
        problems.push(...(await axeProblems(page)).map((p) => `${route.path || '/'}: ${p}`));
      }
      expect(missing).toEqual([]);
      expect(problems).toEqual([]);
    });
  }

  test("the seed's /school is the Akims' School; the earlier /akims-school leads there", async ({ page }) => {
    await page.goto('/kk/akims-school');
    await expect(page).toHaveURL(/\/kk\/school$/);
    await expect(page.getByTestId('akims-school-page')).toBeVisible();
    await page.goto('/en/school');
    await expect(page).toHaveTitle(/Akim/);
  });

  test('an unknown consultation topic is not a page', async ({ page }) => {
    await page.goto('/en/consultations/astrology');
    await expect(page.getByTestId('not-found')).toBeVisible();
  });
});

test('the home page is drawn in the HTML: readable without JavaScript, then the app draws it once and takes over', async ({
  browser,
}) => {
  const bare = await browser.newContext({ javaScriptEnabled: false, serviceWorkers: 'block' });
  const still = await bare.newPage();
  await still.goto('/ru');
  await expect(still.locator('html')).toHaveAttribute('lang', 'ru');
  await expect(still.locator('p.lead')).toHaveText(catalog('ru')['home.hero.lead']!);
  await expect(still.getByRole('link', { name: catalog('ru')['registration.title'] }).first()).toBeVisible();
  await bare.close();

  const context = await browser.newContext({ serviceWorkers: 'block' });
  const page = await context.newPage();
  const appOwnsRoot = () =>
    page.waitForFunction(() => Object.keys(document.getElementById('root')!).some((k) => k.startsWith('__react')));
  await page.goto('/zh');
  await appOwnsRoot();
  await expect(page.locator('p.lead')).toHaveCount(1);
  await expect(page.locator('p.lead')).toHaveText(catalog('zh')['home.hero.lead']!);
  // The app's links navigate within the page (no new document).
  await page.evaluate(() => ((window as unknown as { stayed: boolean }).stayed = true));
  await page.getByTestId('hero-actions').getByRole('link').first().click();
  await expect(page).toHaveURL(/\/zh\/register$/);
  expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(true);
  // `/` is drawn in Kazakh; a device that last chose English is not shown the Kazakh page first.
  await page.goto('/en');
  await appOwnsRoot(); // the app, started, keeps English as this device's choice
  await page.goto('/');
  await appOwnsRoot();
  await expect(page.locator('p.lead')).toHaveText(catalog('en')['home.hero.lead']!);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await context.close();
});

test('after one online visit, five pages never opened before render offline', async ({ page, context }) => {
  await page.goto('/en');
  await expect(page.getByTestId('home-page')).toBeVisible();
  await waitForServiceWorker(page);
  await context.setOffline(true);
  const pages: [string, string, RegExp][] = [
    ['/en/about', 'about-page', /more than 150 experts/i],
    ['/en/calculators', 'calculators-page', /Daily budget/],
    ['/en/agro', 'agro-page', /Hydroponic fodder/],
    ['/en/foundation', 'foundation-page', /Board of trustees/],
    ['/en/school', 'akims-school-page', /February 17 – May 13/],
  ];
  for (const [path, id, text] of pages) {
    await page.goto(path);
    await expect(page.getByTestId(id)).toContainText(text);
  }
  await context.setOffline(false);
});

test('the calculators show tenge per day, month and year and translated per-field errors', async ({ page }) => {
  await page.goto('/en/calculators');
  const mortgage = page.locator('#mortgage');
  await mortgage.getByLabel('Property price').fill('12 500 000');
  await mortgage.getByLabel('Interest rate').fill('12');
  await mortgage.getByLabel('Term, years').fill('10');
  // Tenge is ₸ in every language, never "KZT".
  await expect(page.getByTestId('calc.mortgage.result-month')).toHaveText(/^143,471\s₸$/);
  await mortgage.getByLabel('Interest rate').fill('abc');
  await expect(mortgage.getByText('Enter a number.')).toBeVisible();
  await page.goto('/ru/calculators');
  await page.locator('#budget').getByLabel('Доход в месяц').fill('-5');
  await expect(page.locator('#budget').getByText('Значение не может быть отрицательным.')).toBeVisible();
});

test('a browser without Kazakh formatting data shows Kazakh months and tenge (formatjs polyfills)', async ({
  page,
}) => {
  // Debian's Chromium lists kk as supported but formats it with the root locale: "2026 M11 23", "KZT 1,000,000".
  await page.goto('/kk/calculators');
  const mortgage = page.locator('#mortgage');
  await mortgage.getByLabel('Тұрғын үй бағасы').fill('12 500 000');
  await mortgage.getByLabel('Мөлшерлеме').fill('12');
  await mortgage.getByLabel('Мерзімі, жыл').fill('10');
  await expect(page.getByTestId('calc.mortgage.result-month')).toHaveText(/143\s471\s₸/);
  const november = await page.evaluate(() =>
    new Intl.DateTimeFormat('kk', { month: 'long', timeZone: 'Asia/Almaty' }).format(new Date(Date.UTC(2026, 10, 23))),
  );
  expect(november).toBe('Қараша'); // CLDR's stand-alone month name
  // Switched in the page, the polyfills now in place need, and get, Russian data too.
  await page.getByRole('link', { name: 'Русский' }).click();
  await expect(page.locator('#mortgage').getByLabel('Стоимость жилья')).toBeVisible();
  await expect(page.getByTestId('calc.mortgage.result-month')).toHaveText(/^143\s471\s₸$/);
  expect(
    await page.evaluate(() => new Intl.DateTimeFormat('ru', { month: 'long' }).format(new Date(2026, 10, 23))),
  ).toBe('ноябрь');
});

test('the site menu opens on a phone and leads to a section', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 800 });
  await page.goto('/en');
  const menu = page.getByRole('navigation', { name: 'Main menu' });
  await expect(menu.getByRole('link', { name: 'Calculators' })).toBeHidden();
  await menu.getByRole('button', { name: 'Menu' }).click();
  await menu.getByRole('link', { name: 'Calculators' }).click();
  await expect(page).toHaveURL(/\/en\/calculators$/);
  await expect(page.getByTestId('calculators-page')).toBeVisible();
});

test('in Chinese the districts overview names regions and districts in Chinese', async ({ page }) => {
  await page.goto('/zh/foundation/districts');
  await page.getByLabel('州', { exact: true }).selectOption({ label: '阿拜州' });
  await expect(page).toHaveURL(/region=100000000/);
  await expect(page.getByRole('cell', { name: '塞梅伊市' })).toBeVisible();
});

test('the districts overview filters by region and counts rural okrugs', async ({ page }) => {
  await page.goto('/ru/foundation/districts');
  await expect(page.getByTestId('districts-summary')).toContainText('сельских округов: 2360');
  await page.getByLabel('Область').selectOption({ label: 'область Абай' });
  await expect(page).toHaveURL(/region=100000000/);
  await expect(page.getByRole('cell', { name: 'г. Семей' })).toBeVisible();
  await expect(page.getByTestId('districts-summary')).not.toContainText('2360');
});
