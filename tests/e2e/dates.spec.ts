/**
 * Dates as people in Kazakhstan read and write them, whatever the device says: a browser in New York
 * still shows the Kazakh day of an application sent just after midnight in Kazakhstan, no staff page
 * shows an ISO day or an epoch, and a Kazakh page in an English browser takes dates as dd.mm.yyyy with a
 * Kazakh calendar whose weeks start on Monday.
 */
import { ROLES } from '../../contract/roles.ts';
import { sectionsFor } from '../../src/features/admin-shell/sections.ts';
import { expect, test } from './fixtures.ts';
import { rawDatesShown } from './raw-dates.ts';
import { writeServerDb } from './server-db.ts';
import { signedInAs } from './signed-in.ts';

test.use({ serviceWorkers: 'block' });

/** An applicant born 15 June 1975 whose application arrived at 00:30 on 15 March 2026 in Kazakhstan. */
function seedMidnightApplication(name: string) {
  return writeServerDb((db) => {
    const district = db.prepare('SELECT id, parent_id FROM kato WHERE level = 2 ORDER BY sort LIMIT 1').get() as {
      id: number;
      parent_id: number;
    };
    const phone = `7706${String(Math.floor(Math.random() * 1e7)).padStart(7, '0')}`;
    const user = db
      .prepare('INSERT INTO users (name, phone, role_id) VALUES (?, ?, 1) RETURNING id')
      .pluck()
      .get(name, phone) as number;
    db.prepare(
      `INSERT INTO applicant_profiles (user_id, gender, birthday, residence_address, consented_at)
       VALUES (?, 'female', '1975-06-15', 'Абай көшесі, 1', ?)`,
    ).run(user, Date.now());
    // 19:30 UTC on the 14th: still the 14th (14:30) in New York, already the 15th (00:30) in Kazakhstan.
    return db
      .prepare(
        `INSERT INTO applications (applicant_id, status, lesson_region_id, lesson_district_id, created_at)
         VALUES (?, 'applied', ?, ?, ?) RETURNING id`,
      )
      .pluck()
      .get(user, district.parent_id, district.id, Date.parse('2026-03-14T19:30:00Z')) as number;
  });
}

test.describe('on a device set to New York time', () => {
  test.use({ timezoneId: 'America/New_York', locale: 'en-US' });

  test('an application sent just after midnight in Kazakhstan shows the Kazakh day, and no page shows a raw date', async ({
    page,
  }) => {
    const name = `Midnight Applicant ${Math.random().toString(36).slice(2, 8)}`;
    const id = seedMidnightApplication(name);
    await signedInAs(page, 'admin');
    // The browser really is in New York: there it is still the 14th.
    await page.goto('/en/admin');
    expect(await page.evaluate(() => new Date(Date.parse('2026-03-14T19:30:00Z')).getDate())).toBe(14);

    await page.goto(`/en/admin/applications?q=${encodeURIComponent(name)}`);
    const row = page.getByRole('row').filter({ hasText: name });
    await expect(row).toContainText('3/15/26, 12:30 AM');
    expect(await rawDatesShown(page)).toEqual([]);

    await page.goto(`/en/admin/applications/${id}`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.locator('body')).toContainText('Mar 15, 2026, 12:30 AM');
    await expect(page.locator('body')).toContainText('June 15, 1975');
    expect(await rawDatesShown(page)).toEqual([]);

    // The contest window is a span of Kazakh days, never the instants it is stored as.
    await page.goto('/kk/contest');
    await expect(page.getByTestId('contest-dates')).toBeVisible();
    expect(await rawDatesShown(page)).toEqual([]);
  });
});

test.describe('in an English browser', () => {
  test.use({ locale: 'en-US', timezoneId: 'America/New_York', viewport: { width: 390, height: 844 } });

  test('a Kazakh page takes a date as dd.mm.yyyy and its calendar speaks Kazakh and starts on Monday', async ({
    page,
  }) => {
    await page.goto('/kk/agro');
    await page.getByTestId('agro-apply-link').click();
    const form = page.getByTestId('agro-form');
    const birthday = form.getByLabel('Туған күні', { exact: true });
    // Not the browser's date input, which would say mm/dd/yyyy here.
    await expect(birthday).toHaveAttribute('type', 'text');
    await expect(birthday).toHaveAttribute('placeholder', 'кк.аа.жжжж');
    await birthday.pressSequentially('12031985');
    await expect(birthday).toHaveValue('12.03.1985');

    await form.getByRole('button', { name: 'Күнтізбені ашу' }).click();
    const calendar = page.getByRole('dialog', { name: 'Күнді таңдаңыз' });
    await expect(calendar).toBeVisible();
    // Monday first, in Kazakh; the month the typed date is in, with that day chosen.
    await expect(calendar.locator('.rdp-weekday').first()).toHaveAttribute('aria-label', /дүйсенбі/i);
    await expect(calendar.locator('.rdp-weekday').last()).toHaveAttribute('aria-label', /жексенбі/i);
    await expect(calendar.locator('.rdp-caption_label').first()).toHaveText(/наурыз/i);
    await expect(calendar.locator('[aria-selected="true"]')).toHaveText('12');

    await calendar.locator('[data-day="1985-03-20"] button').click();
    await expect(calendar).toBeHidden();
    await expect(birthday).toHaveValue('20.03.1985');
    // The form keeps the ISO day the schema checks: the draft on the device holds it.
    await expect
      .poll(() =>
        page.evaluate(
          () =>
            new Promise<unknown[]>((resolve, reject) => {
              const open = indexedDB.open('qaryzsyz');
              open.onerror = () => reject(open.error);
              open.onsuccess = () => {
                const req = open.result.transaction('drafts').objectStore('drafts').getAll();
                req.onsuccess = () =>
                  resolve((req.result as { kind: string; data: { birthday?: string } }[]).map((d) => d.data?.birthday));
              };
            }),
        ),
      )
      .toContain('1985-03-20');

    // A date that does not exist is said to be wrong, not taken for none.
    await birthday.fill('');
    await birthday.pressSequentially('31021985');
    await expect(birthday).toHaveValue('31.02.1985');
    await form.getByRole('button', { name: 'Әрі қарай' }).click();
    await expect(birthday).toHaveAttribute('aria-invalid', 'true');
    await expect(form.getByRole('alert').filter({ hasText: 'Күн пішімі қате' })).toBeVisible();
  });
});

test('no staff page shows a date or a sum as a machine writes it', async ({ page }) => {
  test.setTimeout(120_000);
  seedMidnightApplication(`Walked Applicant ${Math.random().toString(36).slice(2, 8)}`);
  await signedInAs(page, 'admin');
  const found: string[] = [];
  await page.goto('/kk/admin');
  // Every section of the admin's menu (the widest), through the app's own navigation as staff move.
  for (const { slug } of sectionsFor(ROLES.admin)) {
    const link = page.getByTestId('admin-nav').locator(`a[data-section="${slug}"]`);
    const href = (await link.getAttribute('href'))!;
    await link.click();
    await expect(page).toHaveURL(new RegExp(`${href}(\\?|$)`));
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.locator('.list-state[role="status"]')).toHaveCount(0);
    // The user-action log's before → after values (`.diff`) are stored values until the log reads as
    // sentences (issue 30 point 4); everything else on every page must already be words.
    found.push(...(await rawDatesShown(page, '.diff')).map((t) => `/admin/${slug}: "${t}"`));
  }
  expect(found).toEqual([]);
});
