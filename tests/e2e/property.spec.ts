import { randomUUID } from 'node:crypto';
import type { APIRequestContext, Page } from '@playwright/test';
import sharp from 'sharp';
import { E2E_ADMIN } from '../support/server.ts';
import { plainSheet } from '../support/plain-sheet.ts';
import { lastSmsCode } from '../support/sms-outbox.ts';
import { expect, test, waitForServiceWorker } from './fixtures.ts';

test.use({ viewport: { width: 390, height: 844 }, hasTouch: true });

/** The device's own state of its booking draft for `unitId`. */
const bookingStatus = (page: Page, unitId: string) =>
  page.evaluate(
    (kind) =>
      new Promise<string | undefined>((resolve, reject) => {
        const open = indexedDB.open('qaryzsyz');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const req = open.result.transaction('drafts').objectStore('drafts').getAll();
          req.onsuccess = () =>
            resolve((req.result as { kind: string; status: string }[]).find((d) => d.kind === kind)?.status);
        };
      }),
    `property.booking.${unitId}`,
  );

async function signInAdmin(page: Page) {
  await page.goto('/en/admin/login');
  await page.getByLabel('Phone').fill(E2E_ADMIN.phone);
  await page.getByLabel('Password').fill(E2E_ADMIN.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/en\/admin$/);
}

test('an admin generates a building and imports a price list; a visitor filters the chessboard and books a flat offline; once online it is reserved and the inbox has it once; rejected there, the flat is free again and its history says so', async ({
  page,
  browser,
  baseURL,
}) => {
  const project = `Arena Park ${randomUUID().slice(0, 6)}`;
  const buyer = `Aigerim ${randomUUID().slice(0, 6)}`;

  // The admin: a project, then a building of 2 sections × 3 floors × 2 flats, one cell edited before saving.
  await signInAdmin(page);
  await page.goto('/en/admin/project_create');
  const form = page.getByTestId('property-project-form');
  await form.getByLabel('Name (in English)').fill(project);
  await form.getByLabel('Delivery quarter').fill('4');
  await form.getByLabel('Delivery year').fill('2027');
  await form.getByLabel('Published on the site').check();
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(/\/en\/admin\/project\/\d+$/);
  // The saved project has loaded (its unit counts show), so the link names it.
  await expect(page.getByTestId('project-counts')).toBeVisible();
  await page.getByRole('link', { name: 'Buildings' }).click();
  await expect(page).toHaveURL(/\/en\/admin\/build\?project=\d+$/);
  await page.getByRole('link', { name: 'Generate a building' }).click();
  await expect(page).toHaveURL(/\/en\/admin\/build_create\?project=\d+$/);
  const generator = page.getByTestId('building-generator');
  await generator.getByLabel('Building name').fill('Block A');
  await generator.getByLabel('Sections').fill('2');
  await generator.getByLabel('Floors', { exact: true }).fill('3');
  await generator.getByLabel('Units per floor').fill('2');
  await generator.getByRole('button', { name: 'Generate (12 units)' }).click();
  await expect(generator.getByTestId('generated-cells').locator('tbody tr')).toHaveCount(12);
  await generator.getByLabel('Area 2', { exact: true }).fill('60');
  // The top flat becomes a shop: re-priced at the settings' commercial rate, no rooms.
  await generator.getByLabel('Type 12', { exact: true }).selectOption('commercial');
  await expect(generator.getByLabel('Price (₸) 12', { exact: true })).toHaveValue(String(53 * 1_500_000));
  await generator.getByRole('button', { name: 'Save the building' }).click();
  await expect(page).toHaveURL(/\/en\/admin\/build\/\d+$/);
  const buildingId = /build\/(\d+)$/.exec(page.url())![1]!;
  await expect(page.getByTestId('admin-unit-row')).toHaveCount(12);

  // A price list through the import: flat 1 gets a new price; a flat the building does not have is a row error.
  await page.goto('/en/admin/reports?tab=import');
  await page.getByLabel('What the list holds').selectOption('prices');
  await page.getByLabel('XLSX or CSV file').setInputFiles({
    name: 'prices.xlsx',
    mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    buffer: await plainSheet(
      ['Building', 'Flat', 'New price'],
      [
        [buildingId, '1', '33000000'],
        [buildingId, '99', '1000000'],
      ],
    ),
  });
  await page.getByRole('button', { name: 'Upload' }).click();
  const job = page.getByTestId('import-job');
  await job.getByTestId('import-mapping').getByRole('button', { name: 'Save and check' }).click();
  const report = job.getByTestId('import-report');
  await expect(job.getByTestId('import-status')).toHaveAttribute('data-status', 'checked', { timeout: 30_000 });
  await expect(report.locator('[data-outcome="update"] strong')).toHaveText('1');
  await expect(report.locator('[data-outcome="error"] strong')).toHaveText('1');
  await report.getByRole('button', { name: 'Import', exact: true }).click();
  await expect(job.getByTestId('import-status')).toHaveAttribute('data-status', 'partial', { timeout: 30_000 });
  const board = await page.request.get(`/api/public/property/buildings/${buildingId}`);
  const units = ((await board.json()) as { data: { units: { number: string; price: number }[] } }).data.units;
  expect(units.find((u) => u.number === '1')?.price).toBe(33_000_000);

  // The visitor, on another phone: the board once online, then offline from the saved copy.
  const visitorContext = await browser.newContext({
    baseURL: baseURL!,
    viewport: { width: 390, height: 844 },
    hasTouch: true,
  });
  const visitor = await visitorContext.newPage();
  await visitor.goto(`/en/board/${buildingId}`);
  await waitForServiceWorker(visitor);
  await visitor.reload(); // now controlled: the board's answer goes through the service worker's cache
  await expect(visitor.getByTestId('unit-cell')).toHaveCount(12);
  // The board and the calculators' settings it asked for are both kept for the offline visit.
  const boardSaved = () =>
    visitor.evaluate(
      async (paths) => {
        const kept = (await (await caches.open('public-api')).keys()).map((r) => new URL(r.url).pathname);
        return paths.every((p) => kept.includes(p));
      },
      [`/api/public/property/buildings/${buildingId}`, '/api/public/property/settings'],
    );
  await expect.poll(boardSaved, { timeout: 30_000 }).toBe(true);
  await visitorContext.setOffline(true);
  await visitor.reload();
  await expect(visitor.getByTestId('saved-copy-note')).toBeVisible();
  await expect(visitor.getByTestId('prices-as-of')).toContainText('Prices as of');

  await visitor.getByLabel('Rooms', { exact: true }).selectOption('2');
  await visitor.getByLabel('Area from').fill('55');
  await expect(visitor.getByTestId('board-count')).toHaveText('1 of 12 match');
  // A price range needs its minimum too: above flat 2's price nothing matches.
  await visitor.getByLabel('Price from').fill('40000000');
  await expect(visitor.getByTestId('board-count')).toHaveText('0 of 12 match');
  await visitor.getByLabel('Price from').fill('');
  const cell = visitor.locator('[data-testid=unit-cell][data-match=true]');
  await expect(cell).toHaveAttribute('data-number', '2');
  // Kind and status in words, the total price beside the price per m².
  await expect(cell).toContainText('flat');
  await expect(cell).toContainText('free');
  await expect(cell.getByTestId('unit-cell-price')).toHaveText(/^\d[\d.,]*\s?M\s₸$/);
  await cell.click();
  const card = visitor.getByTestId('unit-card');
  await expect(card).toContainText('60 m²');
  await expect(card.getByTestId('unit-card-kind')).toHaveText('Apartment');
  // Kept on the device for the compare view, which opens offline later.
  await card.getByLabel('Compare').check();
  await card.getByText('Instalment plan').click();
  await card.getByLabel('Term (months)').fill('10');
  await expect(card.getByTestId('instalment-result')).toHaveText(
    'Price 33,000,000 ₸: 6,600,000 ₸ down, then 2,640,000 ₸ a month for 10 months',
  );
  await card.getByTestId('unit-book').click();
  const booking = card.getByTestId('booking-form');
  // Sent empty: every error at once, the first field focused and how many said.
  await booking.getByRole('button', { name: 'Send the booking' }).click();
  await expect(booking.getByLabel('Full name')).toBeFocused();
  await expect(booking.getByTestId('error-count')).toHaveText('3 fields need correcting.');
  await booking.getByLabel('Full name').fill(buyer);
  await booking.getByLabel('Phone').fill('8 701 555 12 34');
  await expect(booking.getByLabel('Phone')).toHaveValue('+7 (701) 555-12-34');
  await booking.getByLabel('I consent to the processing of my personal data').check();
  await booking.getByRole('button', { name: 'Send the booking' }).click();
  // A hold needs the phone proven by SMS (ADR 133): offline, the step waits for a network and says what
  // sending without it would mean; online, the code from the SMS outbox proves it.
  const proof = card.getByTestId('phone-proof');
  await expect(proof).toContainText('nothing is held for you');
  await expect(proof.getByRole('button', { name: 'Send the code' })).toBeDisabled();
  const unitId = new URL(visitor.url()).searchParams.get('unit')!;
  expect(await bookingStatus(visitor, unitId)).not.toBe('queued');

  await visitorContext.setOffline(false);
  await proof.getByRole('button', { name: 'Send the code' }).click();
  let code: string | undefined;
  await expect.poll(() => (code = lastSmsCode(process.env.E2E_DATA_DIR!, '77015551234'))).toMatch(/^\d{6}$/);
  await proof.getByLabel('SMS code').fill(code!);
  await proof.getByRole('button', { name: 'Confirm and send' }).click();
  await expect.poll(() => bookingStatus(visitor, unitId), { timeout: 30_000 }).toBe('sent');
  await expect(card.getByTestId('booking-reserved')).toContainText('reserved for you until');
  await expect(visitor.locator('[data-testid=unit-cell][data-number="2"]')).toHaveAttribute('data-status', 'reserved');
  // Offline again, the compare view shows the flat from the device, with the status the board last said.
  await visitorContext.setOffline(true);
  await visitor.goto('/en/projects/compare');
  const compared = visitor.getByTestId('compare-table');
  await expect(compared.getByTestId('compare-unit')).toHaveText(['Unit 2']);
  await expect(compared.getByRole('row', { name: /Status/ })).toContainText('Reserved');
  await expect(compared.getByRole('row', { name: /Price per m²/ })).toContainText('550,000');
  await visitorContext.close();

  // Everyone sees it reserved; the inbox has the booking exactly once.
  await page.goto(`/en/board/${buildingId}?unit=${unitId}`);
  await expect(page.getByTestId('unit-card-status')).toContainText('Reserved');
  await page.goto('/en/admin/property-leads');
  const rows = page.getByTestId('lead-row').filter({ hasText: buyer });
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText('Reserved');
  await expect(rows.first()).toContainText('77015551234'); // the phone as the schema keeps it

  // Rejected in the inbox: the flat is free at once, and its history says who, when and why.
  await rows.first().getByLabel('Status').selectOption('rejected');
  await expect(page.getByTestId('lead-released')).toHaveText('Unit 2 is free again.');
  await page.goto(`/en/admin/build/${buildingId}`);
  await page.getByRole('link', { name: 'Open unit 2' }).click();
  const editor = page.getByTestId('unit-editor');
  const lines = editor.getByTestId('unit-history-line');
  await expect(lines).toHaveCount(2);
  await expect(lines.first()).toContainText('Reserved → Available');
  await expect(lines.first()).toContainText('Lead rejected or cancelled');
  await expect(lines.nth(1)).toContainText('Booking');
  // The unit edited after its building was saved: sold, with its own line.
  await editor.getByLabel('Status').selectOption('sold');
  await editor.getByRole('button', { name: 'Save' }).click();
  await expect(lines).toHaveCount(3);
  await expect(lines.first()).toContainText('Available → Sold');
  await expect(lines.first()).toContainText('Changed on the unit');
});

async function adminHeaders(request: APIRequestContext) {
  const login = await request.post('/api/auth/login', { data: E2E_ADMIN });
  return { Authorization: `Bearer ${((await login.json()) as { data: { token: string } }).data.token}` };
}

/** A published project with a master plan, a playground marked on it and a school nearby, made through the API. */
async function projectWithPlan(request: APIRequestContext) {
  const headers = await adminHeaders(request);
  const png = await sharp({ create: { width: 400, height: 200, channels: 3, background: '#cfe8d5' } })
    .png()
    .toBuffer();
  const upload = await request.post('/api/compress-file-upload', {
    headers,
    multipart: { file: { name: 'plan.png', mimeType: 'image/png', buffer: png } },
  });
  const plan = ((await upload.json()) as { data: { id: string } }).data.id;
  const name = `Plan Park ${randomUUID().slice(0, 6)}`;
  const created = await request.post('/api/property/projects', {
    headers,
    data: { kind: 'residential', name: { en: name }, state: 'under_construction', master_plan: plan, published: true },
  });
  const id = ((await created.json()) as { data: { id: number } }).data.id;
  const item = (type: string, data: object) =>
    request.post(`/api/property/${type}`, { headers, data: { project_id: id, published: true, ...data } });
  expect(
    (await item('infrastructure', { title: { en: 'Playground' }, category: 'playground', x: 40, y: 50 })).status(),
  ).toBe(201);
  expect((await item('near', { title: { en: 'School 45' }, category: 'school', distance_m: 300 })).status()).toBe(201);
  return { id, name };
}

test('the project page draws the infrastructure on the master plan as buttons, lists the places nearby, and opens offline from the last visit', async ({
  page,
  request,
}) => {
  const { id, name } = await projectWithPlan(request);
  await page.goto(`/en/projects/${id}`);
  // The seed's "project show" title: the project's own name.
  await expect(page).toHaveTitle(`${name} — layouts and prices`);
  await waitForServiceWorker(page);
  await page.reload(); // now controlled: the project's answer goes through the service worker's cache
  await expect(page.getByTestId('near-place')).toContainText(['School 45 School 300 m']);
  const saved = () =>
    page.evaluate(
      async (path) => (await (await caches.open('public-api')).keys()).some((r) => new URL(r.url).pathname === path),
      `/api/public/property/projects/${id}`,
    );
  await expect.poll(saved, { timeout: 30_000 }).toBe(true);
  await page.context().setOffline(true);
  await page.reload();
  await expect(page.getByTestId('saved-copy-note')).toBeVisible();
  const marker = page
    .getByTestId('project-master-plan')
    .getByRole('button', { name: 'Playground' })
    .and(page.getByTestId('plan-marker'));
  await marker.click();
  await expect(marker).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByTestId('plan-details')).toContainText('Playground');
  await expect(page.getByTestId('near-place')).toContainText(['School 45 School 300 m']);
  await page.context().setOffline(false);
});

test('the calculators page starts from the property settings: price per m², smallest down payment, largest discount, programmes', async ({
  page,
  request,
}) => {
  const headers = await adminHeaders(request);
  const before = ((await (await request.get('/api/property/settings', { headers })).json()) as { data: object }).data;
  const put = async (data: object) =>
    expect((await request.put('/api/property/settings', { headers, data })).status()).toBe(200);
  // Only the prices per m² change: other stories count on the 20 % down payment.
  await put({ ...before, instalment_price_m2: 612_000, commercial_price_m2: 1_700_000 });
  try {
    await page.goto('/en/projects/calculator');
    const perM2 = page.getByLabel('Price per m² (₸)');
    await expect(perM2).toHaveValue('612000');
    await expect(page.getByTestId('calc-price')).toHaveText('Price: 31,273,200 ₸'); // 51.1 m²
    await page.getByLabel('Commercial premises — from 1,700,000 ₸ per m²').check();
    await expect(perM2).toHaveValue('1700000');
    const instalment = page.getByTestId('instalment');
    await expect(instalment.getByLabel('Down payment (%, 20 or more)')).toHaveValue('20');
    await expect(instalment.getByLabel('Discount (%, up to 15)')).toHaveValue('0');
    await expect(instalment.getByText('Up to 60 months')).toBeVisible();
    // The state programme fills the terms; a changed rate is the visitor's own terms, its effective rate shown.
    const mortgage = page.getByTestId('mortgage');
    const programme = mortgage.getByTestId('mortgage-programme');
    await expect(programme.locator('option:checked')).toHaveText('State programme 7-20-25: 7%, 20% down, 25 years');
    await expect(mortgage.getByTestId('mortgage-effective')).toHaveText('7.23%');
    await mortgage.getByLabel('Rate (% a year, nominal)').fill('10');
    await expect(programme.locator('option:checked')).toHaveText('Own terms');
    await expect(mortgage.getByTestId('mortgage-effective')).toHaveText('10.47%');
    await mortgage.getByLabel('Payments').selectOption('declining');
    await expect(mortgage.getByTestId('mortgage-monthly')).toContainText('in the first month');
  } finally {
    await put(before);
  }
});
