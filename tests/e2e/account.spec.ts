/**
 * The personal account (issue 22 point 10, issue 21 points 10–11): a person who completed the training
 * sees its numbered certificate (its PDF downloads offline once seen, ADR 115), the consultation requests
 * sent with their phone, reaches their flow, edits their data in a form whose selects show what is saved,
 * and signs out from the account itself.
 */
import { randomUUID } from 'node:crypto';
import { hashPassword } from '../../api/lib/password.ts';
import type { APIRequestContext, Page } from '@playwright/test';
import { E2E_ADMIN } from '../support/server.ts';
import { expect, test } from './fixtures.ts';
import { writeServerDb } from './server-db.ts';

// Nothing here is offline: no service worker, whose precaching would only slow the test down.
test.use({ serviceWorkers: 'block' });

/**
 * An applicant with a password and a profile, one application in an ended flow that an office marks
 * completed (which issues the training certificate, ADR 125), and one consultation request.
 */
async function graduate(request: APIRequestContext) {
  const phone = `772${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;
  const password = 'graduate-secret';
  const hash = await hashPassword(password);
  let place = { region: 0, district: 0, okrug: 0, other: 0 };
  let applicationId = 0;
  writeServerDb((db) => {
    {
      const district = db.prepare('SELECT id, parent_id FROM kato WHERE level = 2 ORDER BY sort LIMIT 1').get() as {
        id: number;
        parent_id: number;
      };
      // Where they live: a district with two rural okrugs at least, so the okrug can be changed.
      place = db
        .prepare(
          `SELECT d.parent_id AS region, d.id AS district, min(o.id) AS okrug, max(o.id) AS other FROM kato d
           JOIN kato o ON o.parent_id = d.id AND o.level = 3 WHERE d.level = 2 GROUP BY d.id HAVING count(*) > 1 LIMIT 1`,
        )
        .get() as typeof place;
      const userId = db
        .prepare(
          `INSERT INTO users (name, phone, password_hash, role_id, region_id, district_id, locality)
           VALUES (?, ?, ?, 1, ?, ?, 'Ауыл') RETURNING id`,
        )
        .pluck()
        .get('Бітіруші', phone, hash, place.region, place.district) as number;
      db.prepare(
        `INSERT INTO applicant_profiles (user_id, gender, birthday, rural_okrug_id, residence_address, education,
           social_status, consented_at) VALUES (?, 'female', '1985-03-02', ?, 'Абай көшесі, 1', 'higher', 'employed', ?)`,
      ).run(userId, place.okrug, Date.now());
      const flowId = db
        .prepare(
          `INSERT INTO flows (title, start_date, end_date, region_id, district_id, capacity)
           VALUES ('Ағын бітіру', '2026-02-02', '2026-02-06', ?, ?, 30) RETURNING id`,
        )
        .pluck()
        .get(district.parent_id, district.id) as number;
      applicationId = db
        .prepare(
          `INSERT INTO applications (applicant_id, status, lesson_region_id, lesson_district_id, flow_id)
           VALUES (?, 'started', ?, ?, ?) RETURNING id`,
        )
        .pluck()
        .get(userId, district.parent_id, district.id, flowId) as number;
      db.prepare(`INSERT INTO requests (client_record_id, kind, payload) VALUES (?, 'consultation', ?)`).run(
        randomUUID(),
        JSON.stringify({
          name: 'Бітіруші',
          phone,
          consultation_type: 'restructuring',
          problem: 'Несие',
          consent: true,
        }),
      );
    }
  });
  const admin = await request.post('/api/auth/login', { data: E2E_ADMIN });
  const { token } = ((await admin.json()) as { data: { token: string } }).data;
  const done = await request.post(`/api/applications/${applicationId}/status`, {
    headers: { Authorization: `Bearer ${token}` },
    data: { status: 'completed', reason: 'Attended all five days' },
  });
  expect(done.status()).toBe(200);
  return { phone, password, place };
}

/** How many certificate PDFs the device keeps (IndexedDB meta). */
const keptPdfs = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<number>((resolve, reject) => {
        const open = indexedDB.open('qaryzsyz');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const req = open.result.transaction('meta').objectStore('meta').getAllKeys();
          req.onsuccess = () => resolve(req.result.filter((k) => String(k).startsWith('certificate-pdf:')).length);
        };
      }),
  );

test('the account lists my certificate and my consultation requests, links my flow, edits my data with the saved choices showing, and signs me out', async ({
  page,
  request,
}) => {
  const me = await graduate(request);
  const res = await request.post('/api/auth/login', { data: me });
  const { data } = (await res.json()) as { data: { token: string; user: unknown } };
  await page.addInitScript((s) => {
    if (sessionStorage.getItem('signed-in-once')) return;
    sessionStorage.setItem('signed-in-once', '1');
    localStorage.setItem('qaryzsyz.token', JSON.stringify(s.token));
    localStorage.setItem('qaryzsyz.user', JSON.stringify(s.user));
  }, data);
  await page.goto('/en/account');

  const certificates = page.getByTestId('my-certificates');
  await expect(certificates.getByTestId('certificate-item')).toHaveCount(1);
  await expect(certificates.getByTestId('certificate-item')).toContainText('February 6, 2026');
  await expect(certificates.getByTestId('certificate-item')).toContainText(/Training certificate No\. QZ-2026-\d{6}/);
  // Seen once online, the PDF is kept on the device and downloads with no connection.
  await expect.poll(() => keptPdfs(page)).toBe(1);
  await page.context().setOffline(true);
  const download = page.waitForEvent('download');
  await certificates.getByRole('button', { name: 'Download certificate (PDF)' }).click();
  expect((await download).suggestedFilename()).toMatch(/^certificate-QZ-2026-\d{6}\.pdf$/);
  await page.context().setOffline(false);
  await page.getByTestId('account-links').getByRole('link', { name: 'My consultation requests' }).click();
  const consultations = page.getByTestId('my-consultations');
  await expect(consultations.getByTestId('consultation-item')).toHaveCount(1);
  await expect(consultations.getByTestId('consultation-item')).toContainText('Debt restructuring');
  await expect(consultations.getByTestId('consultation-status')).toHaveText('New');

  await page.getByTestId('account-links').getByRole('link', { name: 'My flow' }).click();
  await expect(page).toHaveURL(/\/en\/my-flow\/?$/);
  await expect(page.getByTestId('my-flow')).toBeVisible();
  await page.goBack();

  // "Edit data" opens with the saved region, district and rural okrug, and reopens with what was saved.
  const profile = page.getByTestId('profile-form');
  const select = (name: string) => profile.locator(`select[name=${name}]`);
  await expect(select('region_id')).toHaveValue(String(me.place.region));
  await expect(select('district_id')).toHaveValue(String(me.place.district));
  await expect(select('rural_okrug_id')).toHaveValue(String(me.place.okrug));
  await expect(select('education')).toHaveValue('higher');
  await select('rural_okrug_id').selectOption(String(me.place.other));
  // A phone typed the domestic way is shown with the +7 mask.
  await profile.locator('[name=phone_2]').fill('87011234567');
  await expect(profile.locator('[name=phone_2]')).toHaveValue('+7 (701) 123-45-67');
  await profile.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Changes saved')).toBeVisible();
  await page.reload();
  await expect(select('region_id')).toHaveValue(String(me.place.region));
  await expect(select('district_id')).toHaveValue(String(me.place.district));
  await expect(select('rural_okrug_id')).toHaveValue(String(me.place.other));
  await expect(select('rural_okrug_id').locator('option:checked')).not.toHaveText('Choose…');
  await expect(profile.locator('[name=phone_2]')).toHaveValue('+7 (701) 123-45-67');

  await page.getByTestId('account-sign-out').click();
  await expect(page).toHaveURL(/\/en\/?$/);
  // The token is revoked on the server, not only forgotten here.
  const after = await request.get('/api/user-info', { headers: { Authorization: `Bearer ${data.token}` } });
  expect(after.status()).toBe(401);
  await page.goto('/en/account');
  await expect(page.getByTestId('account')).toContainText('Sign in to open your account.');
});
