/**
 * Contest review: the region filter, reviewers' comments, the files in the detail, and the exports of
 * the filtered list (CSV, XLSX, and a ZIP whose media are byte-identical to what was uploaded).
 */
import ExcelJS from 'exceljs';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import yauzl from 'yauzl';
import { contestApplications, users } from '../../db/schema.ts';
import { eq } from 'drizzle-orm';
import { ABAI_PLACE, akimData, makeIin, makePhone, productData, type Place } from '../support/contest-data.ts';
import { createContestAccount } from '../support/contest-account.ts';
import { makeTestApp } from '../support/test-app.ts';
import { translated } from '../support/translated-errors.ts';
import { sha256 as sha, tusUpload } from '../support/tus-upload.ts';

const t = makeTestApp();
afterAll(() => t.close());

const jpeg = (fill: number) => Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(3000, fill)]);
const PDF = Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(5000, 32)]);
const kzDate = (days: number) => new Date(Date.now() + 5 * 3600_000 + days * 86_400_000).toISOString().slice(0, 10);

let admin = '';
let expert = '';
let nominations: { id: number; slug: string }[] = [];
/** A second region's place: Akmola region, Akkol district, Azat rural administration. */
const AKMOLA_PLACE: Required<Place> = { region_id: 110000000, district_id: 113200000, rural_district_id: 113239000 };
const nomination = (slug: string) => nominations.find((n) => n.slug === slug)!.id;

beforeAll(async () => {
  admin = (await t.userWithRole('admin')).token;
  expert = (await t.userWithRole('expert')).token;
  const res = await t.call('GET', '/api/public/contest');
  nominations = ((await res.json()) as { data: { nominations: typeof nominations } }).data.nominations;
  await t.call('PUT', '/api/contest/settings', {
    token: admin,
    body: { year: 2026, opens_on: kzDate(-3), closes_on: kzDate(3), grace_hours: 72 },
  });
});

async function upload(token: string, bytes: Buffer, mime: string, name: string) {
  const id = randomUUID();
  const meta = { id, sha256: sha(bytes), mime, name, kind: mime === 'application/pdf' ? 'document' : 'photo' };
  const { patch } = await tusUpload(t.app, token, bytes, meta);
  expect(patch?.status).toBe(204);
  return id;
}

interface ApplyOptions {
  /** The applicant account's own region (accounts made by the training registration carry one). */
  regionId?: number;
  place?: Place;
  slug?: string;
}

/** A villager's application sent through the real push path, with uploaded media; returns the push result. */
async function send(kind: 'product' | 'akim', opts: ApplyOptions = {}) {
  const who = { iin: makeIin(), phone: makePhone(), full_name: 'Айгүл', password: 'secret-pass-1' };
  const data = await createContestAccount((path, body) => t.call('POST', path, { body }), t.dir, who);
  if (opts.regionId) t.db.update(users).set({ regionId: opts.regionId }).where(eq(users.id, data.user.id)).run();
  const photo = jpeg(Math.floor(Math.random() * 250));
  const photoId = await upload(data.token, photo, 'image/jpeg', 'pack.jpg');
  const media: Record<string, Buffer> = { [photoId]: photo };
  let args: Record<string, unknown>;
  if (kind === 'product') {
    const pdfId = await upload(data.token, PDF, 'application/pdf', 'декларация.pdf');
    media[pdfId] = PDF;
    args = { ...productData(nomination(opts.slug ?? 'dairy'), photoId, who, opts.place), declaration_file: [pdfId] };
  } else args = akimData(nomination('akim'), photoId, who, opts.place);
  const res = await t.call('POST', '/api/sync/push', {
    token: data.token,
    body: {
      clientId: randomUUID(),
      clientSecret: 'ab'.repeat(32),
      schemaVersion: 1,
      mutations: [{ id: 1, name: 'contest.submit', args, createdAt: Date.now() }],
    },
  });
  const result = ((await res.json()) as { data: { results: Result[] } }).data.results[0]!;
  return { result, media, userId: data.user.id, args };
}
interface Result {
  status: string;
  entity: { id: number };
  errors?: Record<string, string[]>;
}

async function apply(kind: 'product' | 'akim', opts: ApplyOptions = {}) {
  const { result, media, userId, args } = await send(kind, opts);
  expect(result.status).toBe('applied');
  return { id: result.entity.id, media, userId, args };
}

const listIds = async (query: string, token = admin) => {
  const res = await t.call('GET', `/api/contest/applications?${query}`, { token });
  return ((await res.json()) as { data: { id: number }[] }).data.map((e) => e.id);
};

describe('contest review list', () => {
  it('filters by the KATO region the form names, for contest-only accounts too, and still finds older records', async () => {
    const inAbai = await apply('product', { place: ABAI_PLACE });
    const inAkmola = await apply('product', { place: AKMOLA_PLACE });
    const akimAbai = await apply('akim', { place: ABAI_PLACE });
    const akimAkmola = await apply('akim', { place: AKMOLA_PLACE });
    // Records sent before the pickers: an akim's region typed as text, a product entry with none of its own.
    const oldAkim = await apply('akim');
    const { region_id: _r, district_id: _d, rural_district_id: _o, ...akimRest } = oldAkim.args;
    t.db
      .update(contestApplications)
      .set({ data: { ...akimRest, region: ' область Абай ', district: 'Аягөз', rural_district: 'Мыңбұлақ' } })
      .where(eq(contestApplications.id, oldAkim.id))
      .run();
    const oldProduct = await apply('product', { regionId: ABAI_PLACE.region_id });
    const { region_id: _pr, district_id: _pd, ...productRest } = oldProduct.args;
    t.db.update(contestApplications).set({ data: productRest }).where(eq(contestApplications.id, oldProduct.id)).run();

    const ids = await listIds(`region_id=${ABAI_PLACE.region_id}&per_page=100`);
    for (const found of [inAbai, akimAbai, oldAkim, oldProduct]) expect(ids).toContain(found.id);
    for (const other of [inAkmola, akimAkmola]) expect(ids).not.toContain(other.id);
    expect(await listIds(`region_id=${AKMOLA_PLACE.region_id}&nomination_id=${nomination('akim')}`)).toEqual([
      akimAkmola.id,
    ]);

    const res = await t.call('GET', `/api/contest/applications?region_id=${ABAI_PLACE.region_id}&per_page=100`, {
      token: admin,
      headers: { 'X-Localization': 'ru' },
    });
    const regionOf = new Map(
      ((await res.json()) as { data: { id: number; region: string }[] }).data.map((e) => [e.id, e.region]),
    );
    expect(regionOf.get(akimAbai.id)).toBe('область Абай');
    expect(regionOf.get(inAbai.id)).toBe('область Абай');
    expect(regionOf.get(oldAkim.id)).toBe(' область Абай ');
  });

  it('refuses a place whose district lies outside its region, or an akim form without the rural okrug', async () => {
    const outside = await send('akim', { place: { ...ABAI_PLACE, district_id: AKMOLA_PLACE.district_id } });
    expect(outside.result.status).toBe('rejected');
    expect(outside.result.errors).toMatchObject({ district_id: ['validation.kato.mismatch'] });
    const noOkrug = await send('akim', {
      place: { region_id: ABAI_PLACE.region_id, district_id: ABAI_PLACE.district_id },
    });
    expect(noOkrug.result.errors).toEqual({ rural_district_id: ['validation.required'] });
    const freeText = await send('product', {
      place: { region_id: 'Абай' as never, district_id: ABAI_PLACE.district_id },
    });
    expect(freeText.result.errors).toHaveProperty('region_id');
  });

  it('shows the photos and documents of an entry with their authorised download URLs', async () => {
    const { id, media } = await apply('product');
    const res = await t.call('GET', `/api/contest/applications/${id}`, { token: expert });
    const { data } = (await res.json()) as {
      data: { files: { id: string; field: string; kind: string; url: string }[]; next_statuses: string[] };
    };
    expect(data.files.map((f) => [f.field, f.kind]).sort()).toEqual([
      ['declaration_file', 'document'],
      ['package_images', 'photo'],
    ]);
    expect(data.next_statuses).toEqual(['under_review', 'rejected']);
    const file = await t.call('GET', data.files[0]!.url, { token: expert });
    expect(sha(Buffer.from(await file.arrayBuffer()))).toBe(sha(media[data.files[0]!.id]!));
  });
});

describe('comments', () => {
  it('an expert comments (audited); an empty or too long comment is refused per field, translated; others may not', async () => {
    const { id } = await apply('product');
    const path = `/api/contest/applications/${id}/comments`;
    const empty = await t.call('POST', path, { token: expert, body: { text: '  ' }, locale: 'en' });
    expect(empty.status).toBe(422);
    const emptyErrors = ((await empty.json()) as { errors: Record<string, string[]> }).errors;
    expect(emptyErrors).toEqual({ text: ['validation.required'] });
    expect(translated(emptyErrors, 'en')).toEqual({ text: ['This field is required.'] });
    const long = await t.call('POST', path, { token: expert, body: { text: 'x'.repeat(2001) }, locale: 'ru' });
    expect(long.status).toBe(422);
    const longErrors = ((await long.json()) as { errors: Record<string, string[]> }).errors;
    expect(longErrors).toEqual({ text: [expect.stringMatching(/^validation\.too_?[lL]ong$/)] });
    expect(translated(longErrors, 'ru')).toEqual({ text: ['Слишком длинный текст.'] });
    const operator = (await t.userWithRole('operator')).token;
    expect((await t.call('POST', path, { token: operator, body: { text: 'hi' } })).status).toBe(403);

    expect((await t.call('POST', path, { token: expert, body: { text: 'Фото анық, өнім сапалы' } })).status).toBe(201);
    const list = (await (await t.call('GET', path, { token: admin })).json()) as {
      data: { text: string; author_name: string }[];
    };
    expect(list.data.map((c) => c.text)).toEqual(['Фото анық, өнім сапалы']);
    const audit = t.db.$client
      .prepare("SELECT after FROM user_actions WHERE action = 'contest.comment_added' AND subject_id = ?")
      .all(String(id)) as { after: string }[];
    expect(audit).toHaveLength(1);
    expect(JSON.parse(audit[0]!.after)).toMatchObject({ text: 'Фото анық, өнім сапалы' });
  });
});

describe('exports of the filtered list', () => {
  it('CSV and XLSX hold exactly the filtered entries', async () => {
    const a = await apply('product', { slug: 'sewing' });
    const b = await apply('product', { slug: 'sewing' });
    const other = await apply('product', { slug: 'meat' });
    const query = `nomination_id=${nomination('sewing')}`;
    const csv = await t.call('GET', `/api/contest/applications/export?format=csv&${query}`, { token: admin });
    expect(csv.headers.get('Content-Type')).toContain('text/csv');
    const lines = (await csv.text()).trim().split('\r\n');
    expect(lines.slice(1).map((l) => Number(l.split(',')[0]))).toEqual([b.id, a.id]);

    const xlsx = await t.call('GET', `/api/contest/applications/export?format=xlsx&${query}`, {
      token: admin,
      locale: 'en',
    });
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(await xlsx.arrayBuffer());
    const ids: number[] = [];
    wb.worksheets[0]!.eachRow((row, n) => void (n > 1 && ids.push(Number(row.getCell(1).value))));
    expect(ids).toEqual([b.id, a.id]);
    expect(ids).not.toContain(other.id);
    expect(wb.worksheets[0]!.getRow(1).getCell(2).value).toBe('Full name');
  });

  it('the ZIP holds the index and every file of each filtered entry, byte-identical', async () => {
    const a = await apply('product', { slug: 'bakery' });
    const b = await apply('product', { slug: 'bakery' });
    const res = await t.call('GET', `/api/contest/applications/export.zip?nomination_id=${nomination('bakery')}`, {
      token: expert,
    });
    expect(res.headers.get('Content-Type')).toBe('application/zip');
    const entries = await unzip(Buffer.from(await res.arrayBuffer()));
    expect(entries.has('index.csv')).toBe(true);
    expect(entries.get('index.csv')!.toString()).toContain(`\r\n${a.id},`);
    for (const entry of [a, b]) {
      const inFolder = [...entries.keys()].filter((n) => n.startsWith(`${entry.id}/`));
      expect(inFolder).toHaveLength(2);
      const hashes = inFolder.map((n) => sha(entries.get(n)!)).sort();
      expect(hashes).toEqual(Object.values(entry.media).map(sha).sort());
    }
    expect(entries.size).toBe(5);
  });
});

function unzip(zip: Buffer): Promise<Map<string, Buffer>> {
  return new Promise((resolve, reject) => {
    const out = new Map<string, Buffer>();
    yauzl.fromBuffer(zip, { lazyEntries: true }, (err, file) => {
      if (err) return reject(err);
      file.on('entry', (entry: yauzl.Entry) =>
        file.openReadStream(entry, (e, stream) => {
          if (e) return reject(e);
          const parts: Buffer[] = [];
          stream.on('data', (d: Buffer) => parts.push(d));
          stream.on('end', () => (out.set(entry.fileName, Buffer.concat(parts)), file.readEntry()));
        }),
      );
      file.on('end', () => resolve(out));
      file.readEntry();
    });
  });
}

describe('IINs and search in the review', () => {
  const iinOf = (entryId: number) =>
    t.db.$client
      .prepare('SELECT u.iin FROM contest_applications a JOIN users u ON u.id = a.applicant_id WHERE a.id = ?')
      .pluck()
      .get(entryId) as string;

  it('the list and the export show a masked IIN; the detail shows it whole and that view is logged', async () => {
    const { id } = await apply('product');
    const iin = iinOf(id);
    const masked = `${iin.slice(0, 6)}*****${iin[11]}`;
    const list = await t.call('GET', '/api/contest/applications?per_page=100', { token: expert });
    const rows = ((await list.json()) as { data: { id: number; iin: string }[] }).data;
    expect(rows.find((r) => r.id === id)!.iin).toBe(masked);
    const csv = await (await t.call('GET', `/api/contest/applications/export?format=csv`, { token: expert })).text();
    expect(csv).toContain(masked);
    expect(csv).not.toContain(iin);

    const detail = await t.call('GET', `/api/contest/applications/${id}`, { token: expert });
    expect(((await detail.json()) as { data: { iin: string } }).data.iin).toBe(iin);
    const logged = t.db.$client
      .prepare("SELECT user_id FROM user_actions WHERE action = 'contest.iin_viewed' AND subject_id = ?")
      .all(String(id));
    expect(logged).toHaveLength(1);
  });

  it('a search for % or _ finds those characters, not every entry', async () => {
    const { id } = await apply('product');
    t.db.$client
      .prepare('UPDATE users SET name = ? WHERE id = (SELECT applicant_id FROM contest_applications WHERE id = ?)')
      .run('Айгүл_100%', id);
    await apply('product');
    expect(await listIds(`q=${encodeURIComponent('_100%')}&per_page=100`)).toEqual([id]);
    expect(await listIds(`q=${encodeURIComponent('%')}&per_page=100`)).toEqual([id]);
  });
});
