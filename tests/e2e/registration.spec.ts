import Database from 'better-sqlite3';
import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { withCheckDigit } from '../../contract/iin.ts';
import { waitForStoredDraft } from './draft-store.ts';
import { expect, test, waitForServiceWorker } from './fixtures.ts';
import {
  atStep,
  dbFile,
  fillContacts,
  fillFamily,
  fillPersonal,
  fillTraining,
  finishFromTraining,
  next,
  registerPerson,
  signInOperator,
  stepTab,
  tickConsents,
  type Person,
} from './registration-helpers.ts';

const base = Math.floor(Math.random() * 2000) * 4;
/**
 * Each copy of this file (one per worker) registers women born on a day of 1985 of its own, with the next
 * valid serial from a random start: no two people of a run share an IIN. (Serials once came from
 * `n * 1000 mod 10000`, so person 11 was person 1 again: in the worker that had registered person 1 the
 * chosen-flow registration was refused as a taken IIN, and the check by IIN read person 1's record.)
 */
const born = new Date(Date.UTC(1985, 0, 1 + Math.floor(Math.random() * 365))).toISOString().slice(0, 10);
const iins: string[] = [];
for (let s = Math.floor(Math.random() * 9_900); iins.length < 16; s++) {
  const v = withCheckDigit(`${born.slice(2).replaceAll('-', '')}4${String(s).padStart(4, '0')}`);
  if (v) iins.push(v);
}
const person = (n: number): Person => ({
  fio: `Айгүл Тестова ${n}`,
  iin: iins[n]!,
  birthday: born,
  gender: 'female',
  phone: `7707${String(base).padStart(4, '0')}${String(n).padStart(3, '0')}`,
});

const wrongCheckDigit = (v: string) => `${v.slice(0, 11)}${(Number(v[11]) + 1) % 10}`;

test('an operator registers three people offline, a closed tab reopens where it was, all are sent once online', async ({
  page,
  context,
  baseURL,
}) => {
  test.slow(); // three people, a closed tab and a resend: the longest story in the suite
  await signInOperator(page, baseURL!);
  await page.goto('/ru/office/register');
  await waitForServiceWorker(page);
  await expect(page).toHaveURL(/draft=/);
  await expect(page.locator('[name=fio]')).toBeVisible();
  // the district list reaches the device while online
  await stepTab(page, 'contacts').click();
  await expect(page.locator('[name=region_id] option[value="110000000"]')).toHaveCount(1);
  await stepTab(page, 'personal').click();

  await context.setOffline(true);
  const [a, b, c] = [person(1), person(2), person(3)];

  // 1: a wrong IIN is caught on the spot and corrected
  await fillPersonal(page, { ...a, iin: wrongCheckDigit(a.iin) });
  await next(page);
  await expect(page.getByText('Неверный ИИН.')).toBeVisible();
  await atStep(page, 'personal');
  // the wrong field takes the focus, and the count of wrong fields is announced
  await expect(page.locator('[name=iin]')).toBeFocused();
  await expect(page.getByTestId('error-count')).toHaveText('1 поле нужно исправить.');
  // the corrected field still has focus: one press of Next is enough
  await page.locator('[name=iin]').fill(a.iin);
  await next(page);
  await atStep(page, 'contacts');
  await fillContacts(page, a);
  await next(page);
  await fillFamily(page);
  await next(page);
  await finishFromTraining(page);
  // Offline it is only on the device: it says so, and no call-back promise pops up on a staff tablet.
  await expect(page.getByTestId('registration-success')).toContainText('Сохранено на этом устройстве');
  await expect(page.getByTestId('registration-success')).not.toContainText('успешно отправлена');
  await expect(page.getByTestId('thanks-modal')).toHaveCount(0);
  await page.getByTestId('register-next').click();

  // 2: a valid IIN fills the birth date and gender; the tab is closed on step 3 and reopened at the same
  // step with the same values
  await atStep(page, 'personal');
  await page.locator('[name=iin]').fill(b.iin);
  await expect(page.locator('[name=birthday]')).toHaveValue(b.birthday.split('-').reverse().join('.'));
  await expect(page.locator('[name=gender]')).toHaveValue(b.gender);
  await fillPersonal(page, b);
  await next(page);
  await fillContacts(page, b);
  await next(page);
  await atStep(page, 'family');
  await page.locator('[name=education]').selectOption('higher');
  await page.locator('[name=family_members]').fill('6');
  await waitForStoredDraft(page, (d) => d.data.family_members === '6' && d.data.fio === b.fio); // the tab is killed only once the device has it
  await expect(page.getByTestId('draft-saved')).toBeVisible();
  const url = page.url();
  await page.close();

  const again = await context.newPage();
  await again.goto(url);
  await atStep(again, 'family');
  await expect(again.locator('[name=education]')).toHaveValue('higher');
  await expect(again.locator('[name=family_members]')).toHaveValue('6');
  await stepTab(again, 'personal').click();
  await expect(again.locator('[name=iin]')).toHaveValue(b.iin);
  await expect(again.locator('[name=fio]')).toHaveValue(b.fio);
  await expect(again.getByTestId('age')).toContainText(/\d+ (год|года|лет)/);
  await stepTab(again, 'family').click();
  await fillFamily(again);
  await next(again);
  await finishFromTraining(again);
  await expect(again.getByTestId('registration-success')).toBeVisible();
  await again.getByTestId('register-next').click();

  // 3
  await registerPerson(again, c);

  const items = again.getByTestId('today-item');
  await expect(items.filter({ hasText: 'На устройстве' })).toHaveCount(3);

  // back online: the engine sends all three
  await context.setOffline(false);
  await again.evaluate(() => window.dispatchEvent(new Event('online')));
  await expect(items.filter({ hasText: 'Отправлено' })).toHaveCount(3, { timeout: 30_000 });
  const db = new Database(dbFile(), { readonly: true });
  const rows = db
    .prepare(
      `SELECT u.iin FROM users u JOIN applications a ON a.applicant_id = u.id WHERE u.iin IN (?, ?, ?) AND a.status = 'applied'`,
    )
    .all(a.iin, b.iin, c.iin);
  db.close();
  expect(rows).toHaveLength(3);

  // a duplicate IIN comes back as "needs attention" with the translated message, to correct and send again
  await again.getByTestId('register-next').click();
  const d = person(4);
  await registerPerson(again, { ...d, iin: a.iin });
  const dup = items.filter({ hasText: 'Требует внимания' });
  await expect(dup).toHaveCount(1, { timeout: 30_000 });
  await expect(dup).toContainText('Не уникальный ИИН: он уже зарегистрирован.');
  await expect(again.getByTestId('needs-attention')).toBeVisible();
  await atStep(again, 'personal');
  await expect(again.getByTestId('step-bar').locator('[data-step=personal]')).toHaveClass(/has-errors/);
  await expect(again.getByText('Не уникальный ИИН: он уже зарегистрирован.').first()).toBeVisible();
  await again.locator('[name=iin]').fill(d.iin);
  await again.locator('[name=iin]').blur();
  await expect(again.getByText('Не уникальный ИИН: он уже зарегистрирован.')).toHaveCount(1); // only in the list now
  for (const step of ['contacts', 'family', 'training', 'consents']) {
    await next(again);
    await atStep(again, step);
  }
  await next(again);
  await expect(items.filter({ hasText: 'Отправлено' })).toHaveCount(4, { timeout: 30_000 });
  await expect(dup).toHaveCount(0);
});

test('self-registration completes with the code from the SMS outbox and ends on the success page', async ({
  page,
  context,
}) => {
  const me = person(7);
  await page.goto('/en/register');
  await expect(page).toHaveURL(/draft=/);
  await registerPerson(page, me, 'my-secret-1');
  await expect(page.getByTestId('sms-step')).toBeVisible();
  // Without signal the code cannot be sent: the step says so, and the answers stay on the device.
  await context.setOffline(true);
  await expect(page.getByTestId('sms-step')).toContainText('You are offline. Your answers are saved on this device');
  await expect(page.getByRole('button', { name: 'Send the code' })).toBeDisabled();
  await context.setOffline(false);
  await page.getByRole('button', { name: 'Send the code' }).click();
  await expect(page.getByTestId('resend-countdown')).toContainText(/You can request a new code in \d+ s/);
  const outbox = join(process.env.E2E_DATA_DIR!, 'sms-outbox.log');
  let code = '';
  await expect
    .poll(() => {
      const line = readFileSync(outbox, 'utf8')
        .split('\n')
        .reverse()
        .find((l) => l.split('\t')[1] === me.phone);
      code = line?.match(/\b(\d{6})\b/)?.[1] ?? '';
      return code;
    })
    .toMatch(/^\d{6}$/);
  await page.getByLabel('SMS code').fill(code);
  await page.getByRole('button', { name: 'Confirm and register' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Application submitted successfully');
  await expect(page.getByTestId('thanks-modal')).toContainText('Saturday and Sunday, from 09:00 to 18:00');
  await page.getByTestId('thanks-modal').getByRole('button', { name: 'Close' }).click();
  await page.getByRole('link', { name: 'Go to my account' }).click();
  await expect(page.getByTestId('personal-data')).toContainText(me.iin);
  await expect(page.getByTestId('application-status')).toHaveText('Applied');

  // a 12 MP photo is compressed on the device before it leaves it
  const picked = await page.evaluate(async () => {
    const canvas = new OffscreenCanvas(4000, 3000);
    const ctx = canvas.getContext('2d')!;
    const img = ctx.createImageData(4000, 3000);
    for (let i = 0; i < img.data.length; i++) img.data[i] = (i * 2654435761) >>> 24;
    ctx.putImageData(img, 0, 0);
    const blob = await canvas.convertToBlob({ type: 'image/jpeg', quality: 0.95 });
    const files = new DataTransfer();
    files.items.add(new File([blob], 'me.jpg', { type: 'image/jpeg' }));
    const input = document.querySelector<HTMLInputElement>('[data-testid=photo-input]')!;
    input.files = files.files;
    input.dispatchEvent(new Event('change', { bubbles: true }));
    return blob.size;
  });
  expect(picked).toBeGreaterThan(1_000_000);
  await expect(page.getByTestId('profile-photo')).toBeVisible();
  const db = new Database(dbFile(), { readonly: true });
  const { id } = db.prepare('SELECT id FROM users WHERE phone = ?').get(me.phone) as { id: number };
  db.close();
  const stored = statSync(join(process.env.E2E_DATA_DIR!, 'profile-photos', String(id)));
  expect(stored.size).toBeLessThanOrEqual(300 * 1024);
});

test('region and district show their saved values when the step reappears: Back, Next and a reload', async ({
  page,
  baseURL,
}) => {
  await signInOperator(page, baseURL!);
  await page.goto('/ru/office/register');
  await atStep(page, 'personal');
  const p = person(9);
  await fillPersonal(page, p);
  await next(page);
  await atStep(page, 'contacts');
  await fillContacts(page, p);
  await next(page);
  await atStep(page, 'family');
  await page.getByTestId('registration-form').getByRole('button', { name: 'Назад' }).click();
  await atStep(page, 'contacts');
  const shown = async () => [
    await page.locator('[name=region_id]').inputValue(),
    await page.locator('[name=district_id]').inputValue(),
  ];
  await expect.poll(shown).toEqual(['110000000', '111000000']);
  // Reloaded once the device holds the step Back opened: a browser drops an IndexedDB write begun while the
  // page unloads, so a reload within the autosave's wait (at most 1 s) would test that, not the selects.
  await waitForStoredDraft(
    page,
    (d) =>
      d.data.fio === p.fio && d.step === 1 && d.data.region_id === '110000000' && d.data.district_id === '111000000',
  );
  await page.reload();
  await atStep(page, 'contacts');
  await expect.poll(shown).toEqual(['110000000', '111000000']);
  await expect(page.locator('[name=district_id] option:checked')).not.toHaveText('');
});

test.describe('a chosen flow', () => {
  test('the training step offers the open flows of the lesson district, and the chosen one is joined on arrival', async ({
    page,
    baseURL,
  }) => {
    const title = `Ағын ${Date.now() % 1_000_000}`;
    const today = new Date().toISOString().slice(0, 10);
    const db = new Database(dbFile());
    const flowId = db
      .prepare(
        `INSERT INTO flows (title, start_date, end_date, region_id, district_id, address, capacity, server_version)
         VALUES (?, ?, date(?, '+30 days'), 110000000, 111000000, 'Мәдениет үйі', 1, 1) RETURNING id`,
      )
      .pluck()
      .get(title, today, today) as number;
    db.close();

    await signInOperator(page, baseURL!);
    await page.goto('/en/office/register');
    const p = person(11);
    await atStep(page, 'personal');
    await fillPersonal(page, p);
    await next(page);
    await fillContacts(page, p);
    await next(page);
    await fillFamily(page);
    await next(page);
    await atStep(page, 'training');
    await fillTraining(page); // Kokshetau, where the flow is
    const choice = page.getByTestId('flow-choice');
    await expect(choice.locator(`option[value="${flowId}"]`)).toContainText(`${title}:`);
    await expect(choice.locator(`option[value="${flowId}"]`)).toContainText('1 seat left');
    await choice.selectOption(String(flowId));
    await next(page);
    await tickConsents(page);
    await next(page);
    await expect(page.getByTestId('registration-success')).toBeVisible();

    // The record this form sent (its draft id), not whoever holds the IIN: a refused one reads as undefined.
    const draftId = new URL(page.url()).searchParams.get('draft');
    const joined = () => {
      const read = new Database(dbFile(), { readonly: true });
      const row = read.prepare('SELECT flow_id FROM applications WHERE client_record_id = ?').get(draftId) as
        { flow_id: number | null } | undefined;
      read.close();
      return row?.flow_id;
    };
    await expect.poll(joined, { timeout: 30_000 }).toBe(flowId);
  });
});
