/**
 * A lawyer in a village hall without signal: opens a case assigned to them (pulled to the tablet),
 * records "too early" — the reminder date is the server's, shown after the sync — and takes in a walk-in
 * person, and photographs a loan contract; back online, everything reaches the server once.
 */
import { todayInKazakhstan } from '../../contract/kazakhstan-time.ts';
import { nextIin } from '../support/registration-data.ts';
import { expect, test, waitForServiceWorker } from './fixtures.ts';
import { writeServerDb } from './server-db.ts';
import { makePhotos } from './contest-media.ts';
import { createUser } from './registration-helpers.ts';
import { assignedCase, signInAsLawyer } from './case-helpers.ts';

test.use({ viewport: { width: 1024, height: 768 }, hasTouch: true });

const withDb = writeServerDb;

const casesNamed = (name: string) =>
  withDb(
    (db) =>
      db
        .prepare('SELECT uuid, outcome, remind_at, filing_date, lawyer_id FROM consultations WHERE name = ?')
        .all(name) as {
        uuid: string;
        outcome: string | null;
        remind_at: string | null;
        filing_date: string | null;
      }[],
  );

const outcomeEvents = (uuid: string) =>
  withDb(
    (db) =>
      (
        db
          .prepare(
            `SELECT count(*) AS n FROM consultation_events e JOIN consultations c ON c.id = e.consultation_id
             WHERE c.uuid = ? AND e.kind = 'outcome'`,
          )
          .get(uuid) as { n: number }
      ).n,
  );

const releasedAccounts = (uuid: string) =>
  withDb(
    (db) =>
      (db.prepare('SELECT accounts_released AS n FROM consultations WHERE uuid = ?').get(uuid) as { n: number }).n,
  );

const daysFromToday = (n: number) =>
  new Date(Date.parse(todayInKazakhstan()) + n * 86_400_000).toISOString().slice(0, 10);

test('a lawyer offline records "too early" on an assigned case and takes in a walk-in; online, both reach the server once with the server-computed reminder', async ({
  page,
  context,
}) => {
  const lawyer = await createUser('lawyer');
  const stamp = Date.now().toString(36);
  const assigned = `Айгерім ${stamp}`;
  const walkIn = `Нұрлан ${stamp}`;
  const uuid = assignedCase(lawyer.phone, assigned);

  await signInAsLawyer(page, lawyer.phone, lawyer.password);
  await waitForServiceWorker(page);
  // The pull brings the assigned case to the tablet; the KATO list comes with sign-in.
  await expect(page.getByTestId('cases-mine').getByText(assigned)).toBeVisible({ timeout: 20_000 });

  await context.setOffline(true);
  await page.getByTestId('cases-mine').getByRole('link', { name: assigned }).click();
  const outcome = page.getByTestId('case-outcome-form');
  await outcome.getByLabel('Исход').selectOption('too_early');
  const lastRepayment = daysFromToday(-40);
  await outcome.getByLabel('Дата последнего платежа').fill(lastRepayment.split('-').reverse().join('.'));
  await outcome.getByRole('button', { name: 'Сохранить исход' }).click();
  await expect(page.getByTestId('case-waiting')).toContainText('Исход');
  // The device does not compute the date: nothing shows until the server has answered.
  await expect(page.getByTestId('cases.field.remind_at')).toHaveCount(0);
  // Arrest counts, checked on the device by the server's schema, each error on its field.
  const arrests = page.getByTestId('case-arrests-form');
  await arrests.getByLabel('Арестованные счета').fill('2');
  await arrests.getByLabel('Освобождённые счета', { exact: true }).fill('3');
  await arrests.getByRole('button', { name: 'Сохранить числа' }).click();
  await expect(arrests).toContainText('Освобождённых счетов не может быть больше арестованных.');
  await arrests.getByLabel('Освобождённые счета', { exact: true }).fill('1');
  await arrests.getByRole('button', { name: 'Сохранить числа' }).click();
  await expect(page.getByTestId('case-waiting')).toContainText('Аресты');

  await page.goto('/ru/admin/consultations/new');
  const intake = page.getByTestId('case-intake');
  await intake.getByLabel('ИИН').fill(nextIin());
  await intake.getByLabel('ФИО').fill(walkIn);
  await intake.getByLabel('Телефон').fill('8 701 555 12 34');
  await intake.getByLabel('Тип консультации').selectOption('restructuring');
  await intake.getByLabel('Заголовок').fill('Реструктуризация ипотеки');
  await intake.getByLabel('Описание проблемы').fill('Просрочка три месяца');
  await intake.getByLabel('Область').selectOption('110000000');
  await intake.getByLabel('Район').selectOption('111000000');
  await intake.getByRole('button', { name: 'Открыть дело' }).click();
  await expect(page.getByTestId('case-page').getByRole('heading', { level: 1 })).toHaveText('Реструктуризация ипотеки');
  await expect(page.getByTestId('case-waiting')).toContainText('Новое дело');
  expect(casesNamed(walkIn)).toEqual([]);

  await context.setOffline(false);
  await expect.poll(() => casesNamed(walkIn).length, { timeout: 30_000 }).toBe(1);
  // Twelve months and a day after the last repayment, by the server's rule.
  const filing = new Date(Date.parse(lastRepayment));
  filing.setUTCMonth(filing.getUTCMonth() + 12);
  filing.setUTCDate(filing.getUTCDate() + 1);
  const expected = filing.toISOString().slice(0, 10);
  await expect
    .poll(() => casesNamed(assigned)[0], { timeout: 30_000 })
    .toMatchObject({ outcome: 'too_early', remind_at: expected, filing_date: expected });
  expect(outcomeEvents(uuid)).toBe(1);
  await expect.poll(() => releasedAccounts(uuid), { timeout: 30_000 }).toBe(1);

  // After the pull the tablet shows the server's date on the case.
  await page.goto(`/ru/admin/consultations/${uuid}`);
  const expectedInRussian = new Intl.DateTimeFormat('ru', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });
  await expect(page.getByTestId('cases.field.remind_at')).toHaveText(expectedInRussian.format(Date.parse(expected)), {
    timeout: 20_000,
  });
  // The outcome was the first contact: the server's clock in working hours.
  await expect(page.getByTestId('case-clock')).toContainText('в рабочее время');
  await expect(page.getByTestId('case-waiting')).toHaveCount(0, { timeout: 20_000 });
  expect(casesNamed(walkIn)).toHaveLength(1);

  // On the filing day (the tablet's clock moved there), the case is in "today" on the lawyer's day.
  await page.goto('/ru/admin/consultations');
  await expect(page.getByTestId('cases-mine').getByText(assigned)).toBeVisible();
  await expect(page.getByTestId('lawyer-day').getByTestId('cases-due')).toHaveCount(0);
  await page.clock.setFixedTime(new Date(`${expected}T09:00:00+05:00`));
  await page.goto('/ru/admin/consultations');
  await expect(page.getByTestId('cases-due').getByText(assigned)).toBeVisible();
});

const documentsOf = (uuid: string) =>
  withDb(
    (db) =>
      db
        .prepare(
          `SELECT e.kind, json_extract(e.after, '$.type') AS type, f.status AS file_status, f.size
           FROM consultation_events e JOIN consultations c ON c.id = e.consultation_id
           LEFT JOIN files f ON f.id = json_extract(e.after, '$.file_id')
           WHERE c.uuid = ? AND e.kind IN ('document', 'document_deleted') ORDER BY e.id`,
        )
        .all(uuid) as { kind: string; type: string | null; file_status: string | null; size: number | null }[],
  );

test('a lawyer offline photographs a loan contract on an assigned case; online it is on the server once, the checklist counts it, and deleting asks first', async ({
  page,
  context,
}) => {
  const lawyer = await createUser('lawyer');
  const assigned = `Жанар ${Date.now().toString(36)}`;
  const uuid = assignedCase(lawyer.phone, assigned);

  await signInAsLawyer(page, lawyer.phone, lawyer.password);
  await waitForServiceWorker(page);
  await expect(page.getByTestId('cases-mine').getByText(assigned)).toBeVisible({ timeout: 20_000 });
  const [photo] = await makePhotos(page, 1);

  await context.setOffline(true);
  await page.getByTestId('cases-mine').getByRole('link', { name: assigned }).click();
  // A judicial bankruptcy needs four documents; nothing is filed yet — a warning, not a block.
  await expect(page.getByTestId('case-checklist')).toHaveText('Предоставлено 0 из 4');
  const form = page.getByTestId('case-document-form');
  await form.getByLabel('Тип документа').selectOption('loan_contract');
  await form
    .getByTestId('case-document-camera')
    .setInputFiles({ name: 'contract.jpg', mimeType: 'image/jpeg', buffer: photo! });
  await expect(form.getByTestId('case-document-file')).toHaveText('contract.jpg');
  await form.getByRole('button', { name: 'Сохранить документ' }).click();
  await expect(page.getByTestId('case-waiting')).toContainText('Документ');
  await expect(page.getByTestId('case-checklist')).toHaveText('Предоставлено 1 из 4');
  expect(documentsOf(uuid)).toEqual([]);

  await context.setOffline(false);
  await expect.poll(() => documentsOf(uuid).length, { timeout: 30_000 }).toBe(1);
  const [filed] = documentsOf(uuid);
  // The photo went up compressed on the device (a 12 MP original is several MB).
  expect(filed).toMatchObject({ kind: 'document', type: 'loan_contract', file_status: 'complete' });
  expect(filed!.size).toBeLessThan(400 * 1024);
  await expect(page.getByTestId('case-waiting')).toHaveCount(0, { timeout: 20_000 });
  await expect(page.getByTestId('case-checklist')).toHaveText('Предоставлено 1 из 4');
  await expect(page.getByTestId('case-timeline')).toContainText('Документ: Кредитный договор, contract.jpg');

  await page.getByTestId('case-document-list').getByRole('button', { name: 'Удалить' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('heading')).toHaveText('Удалить документ contract.jpg?');
  await dialog.getByRole('button', { name: 'Удалить' }).click();
  await expect(page.getByTestId('case-checklist')).toHaveText('Предоставлено 0 из 4');
  await expect
    .poll(() => documentsOf(uuid).map((d) => d.kind), { timeout: 30_000 })
    .toEqual(['document', 'document_deleted']);
  expect(documentsOf(uuid)[0]!.file_status).toBe('complete');
});

test('an admin’s case list reads its filters from the URL; a document filed on the admin’s case page shows as filed once on the server, without a reload', async ({
  page,
}) => {
  const admin = await createUser('admin');
  const lawyer = await createUser('lawyer');
  const stamp = Date.now().toString(36);
  const named = `Бекзат ${stamp}`;
  const uuid = assignedCase(lawyer.phone, named);
  assignedCase(lawyer.phone, `Дана ${stamp}`); // not named by the search
  const id = withDb((db) => (db.prepare('SELECT id FROM consultations WHERE uuid = ?').get(uuid) as { id: number }).id);

  await signInAsLawyer(page, admin.phone, admin.password);
  await waitForServiceWorker(page);
  // The route's loader reads the list for the URL's search.
  await page.goto(`/ru/admin/consultations?q=${encodeURIComponent(named)}`);
  await expect(page.getByTestId('admin-case-row')).toHaveCount(1);
  await page.getByTestId('admin-case-row').getByRole('link', { name: named }).click();
  await page.waitForURL(new RegExp(`/ru/admin/consultations/${id}$`));

  const form = page.getByTestId('case-document-form');
  await form.getByLabel('Тип документа').selectOption('id_card');
  await form
    .getByTestId('case-document-pick')
    .setInputFiles({ name: 'id.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4\n%%EOF\n') });
  await form.getByRole('button', { name: 'Сохранить документ' }).click();
  const list = page.getByTestId('case-document-list');
  await expect(list).toContainText('id.pdf');
  await expect.poll(() => documentsOf(uuid).length, { timeout: 30_000 }).toBe(1);
  // Filed: the server's copy, with its download, not "not sent yet".
  await expect(list.getByRole('button', { name: 'Открыть' })).toBeVisible({ timeout: 20_000 });
  await expect(list).not.toContainText('ещё не отправлен');
});
