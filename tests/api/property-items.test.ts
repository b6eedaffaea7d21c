import sharp from 'sharp';
import { eq, like } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { userActions } from '../../db/schema.ts';
import {
  MAX_GALLERY,
  MAX_INFO_BLOCKS,
  MAX_LAYOUT_PDF_BYTES,
  MAX_PROGRESS_PHOTOS,
} from '../../contract/property-items.ts';
import { projectInput, projectWithBuilding } from '../support/property-data.ts';
import { makeTestApp } from '../support/test-app.ts';
import { mapTiles } from '../../api/config.ts';

let t: ReturnType<typeof makeTestApp>;
let token: string;
beforeEach(async () => {
  t = makeTestApp();
  token = (await t.userWithRole('expert')).token;
});
afterEach(() => t.close());

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Json = { data: any; errors?: Record<string, string[]> };
const json = async (res: Response) => (await res.json()) as Json;
const en = (s: string) => ({ en: s, ru: s, kk: s, zh: s });

async function upload(path: string, bytes: Buffer, name: string) {
  const form = new FormData();
  form.append('file', new File([new Uint8Array(bytes)], name));
  const res = await t.app.request(path, { method: 'POST', body: form, headers: { Authorization: `Bearer ${token}` } });
  if (res.status !== 201) throw new Error(`upload ${res.status} ${await res.text()}`);
  return (await json(res)).data as { id: string; width: number; height: number };
}
const image = async () =>
  upload(
    '/api/compress-file-upload',
    await sharp({ create: { width: 80, height: 40, channels: 3, background: '#2d6a4f' } })
      .png()
      .toBuffer(),
    'plan.png',
  );
const pdf = (size = 200) =>
  upload('/api/file-upload', Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(size, 0x30)]), 'layout.pdf');

async function project(extra: Record<string, unknown> = {}) {
  const res = await t.call('POST', '/api/property/projects', { token, body: projectInput(extra) });
  expect(res.status).toBe(201);
  return (await json(res)).data.id as number;
}
const publicProject = async (id: number) => t.call('GET', `/api/public/property/projects/${id}`);

describe('infrastructure, near places and specification', () => {
  it('are created, edited and listed by editors, audited, and shown on the public project page when published', async () => {
    const projectId = await project();
    const plan = await image();
    const parking = await t.call('POST', '/api/property/infrastructure', {
      token,
      body: {
        project_id: projectId,
        title: en('Parking'),
        category: 'parking',
        quantity: '180',
        x: '25.5',
        y: 60,
        image: plan.id,
        published: true,
      },
    });
    expect(parking.status).toBe(201);
    const parkingId = (await json(parking)).data.id as number;
    const hidden = await t.call('POST', '/api/property/infrastructure', {
      token,
      body: { project_id: projectId, title: en('Draft pool'), category: 'sports', published: false },
    });
    expect(hidden.status).toBe(201);
    for (const [name, distance] of [
      ['School 45', 1200],
      ['Park', 300],
    ] as const)
      expect(
        (
          await t.call('POST', '/api/property/near', {
            token,
            body: { project_id: projectId, title: en(name), category: 'school', distance_m: distance, published: true },
          })
        ).status,
      ).toBe(201);
    expect(
      (
        await t.call('POST', '/api/property/specification', {
          token,
          body: {
            project_id: projectId,
            title: en('Seismic'),
            body: en('9 points'),
            category: 'seismic',
            published: true,
          },
        })
      ).status,
    ).toBe(201);

    const edited = await t.call('PUT', `/api/property/infrastructure/${parkingId}`, {
      token,
      body: {
        project_id: projectId,
        title: en('Underground parking'),
        category: 'parking',
        quantity: 180,
        x: 30,
        y: 60,
        published: true,
      },
    });
    expect(edited.status).toBe(200);
    expect((await json(edited)).data).toMatchObject({ quantity: 180, x: 30, y: 60, image: null });

    const list = await json(await t.call('GET', `/api/property/infrastructure?project_id=${projectId}`, { token }));
    expect(list.data.map((i: { title: { en: string } }) => i.title.en)).toEqual(['Underground parking', 'Draft pool']);
    expect(
      (await json(await t.call('GET', `/api/property/infrastructure/${parkingId}`, { token }))).data.title.en,
    ).toBe('Underground parking');

    const page = (await json(await publicProject(projectId))).data;
    expect(page.infrastructure).toEqual([
      expect.objectContaining({ title: en('Underground parking'), category: 'parking', quantity: 180, x: 30, y: 60 }),
    ]);
    // Nearest first.
    expect(page.near.map((n: { distance_m: number }) => n.distance_m)).toEqual([300, 1200]);
    expect(page.specification).toEqual([expect.objectContaining({ category: 'seismic', body: en('9 points') })]);

    const actions = t.db.select().from(userActions).where(like(userActions.action, 'property.%')).all();
    expect(actions.map((a) => a.action).sort()).toEqual(
      [
        'property.infrastructure.create',
        'property.infrastructure.create',
        'property.infrastructure.update',
        'property.near.create',
        'property.near.create',
        'property.project.create',
        'property.specification.create',
      ].sort(),
    );
  });

  it('bad input answers per field: no title, unknown category, half a marker, a distance that is no number, a PDF as a picture', async () => {
    const projectId = await project();
    const doc = await pdf();
    const infra = await t.call('POST', '/api/property/infrastructure', {
      token,
      body: { project_id: projectId, title: {}, category: 'castle', x: 10 },
    });
    expect(infra.status).toBe(422);
    expect((await json(infra)).errors).toEqual({
      title: ['validation.content.one_language'],
      category: ['validation.required'],
    });
    const half = await t.call('POST', '/api/property/infrastructure', {
      token,
      body: { project_id: projectId, title: en('Playground'), category: 'playground', x: 10 },
    });
    expect((await json(half)).errors).toEqual({ y: ['validation.required'] });
    const off = await t.call('POST', '/api/property/infrastructure', {
      token,
      body: { project_id: projectId, title: en('Playground'), category: 'playground', x: 101, y: 5 },
    });
    expect((await json(off)).errors).toEqual({ x: ['validation.number.range'] });

    const near = await t.call('POST', '/api/property/near', {
      token,
      body: { project_id: projectId, title: en('Mall'), category: 'mall', distance_m: 'far' },
    });
    expect((await json(near)).errors).toEqual({ distance_m: ['validation.required'] });

    const spec = await t.call('POST', '/api/property/specification', {
      token,
      body: { project_id: 999_999, title: en('Walls'), category: 'walls', image: doc.id },
    });
    expect(spec.status).toBe(422);
    expect((await json(spec)).errors).toEqual({ project_id: ['property.errors.project_missing'] });
    const specPic = await t.call('POST', '/api/property/specification', {
      token,
      body: { project_id: projectId, title: en('Walls'), category: 'walls', image: doc.id },
    });
    expect((await json(specPic)).errors).toEqual({ image: ['validation.upload.not_image'] });
    expect(
      (
        await t.call('PUT', '/api/property/near/999999', {
          token,
          body: { project_id: projectId, title: en('Mall'), category: 'mall', distance_m: 10 },
        })
      ).status,
    ).toBe(404);
  });

  it("an unpublished project's items are not public at all", async () => {
    const projectId = await project({ published: false });
    await t.call('POST', '/api/property/near', {
      token,
      body: { project_id: projectId, title: en('Clinic'), category: 'hospital', distance_m: 500, published: true },
    });
    expect((await publicProject(projectId)).status).toBe(404);
  });
});

describe('master plan, gallery, info blocks and construction reports', () => {
  it('a project keeps its master plan, gallery and info blocks; the public page gives the pictures with their size', async () => {
    const [plan, a, b] = [await image(), await image(), await image()];
    const projectId = await project({
      master_plan: plan.id,
      gallery: [b.id, a.id],
      info_blocks: [{ title: en('Instalment'), body: en('From 20 % down') }],
    });
    const page = (await json(await publicProject(projectId))).data;
    expect(page.master_plan).toEqual({ id: plan.id, url: `/api/public/media/${plan.id}`, width: 80, height: 40 });
    expect(page.gallery.map((g: { id: string }) => g.id)).toEqual([b.id, a.id]);
    expect(page.info_blocks).toEqual([{ title: en('Instalment'), body: en('From 20 % down') }]);

    const doc = await pdf();
    const bad = await t.call('PUT', `/api/property/projects/${projectId}`, {
      token,
      body: projectInput({ master_plan: doc.id, gallery: [a.id, doc.id], info_blocks: [{ title: {} }], lat: 'north' }),
    });
    expect(bad.status).toBe(422);
    expect((await json(bad)).errors).toEqual({
      'info_blocks.0.title': ['validation.content.one_language'],
      lat: ['validation.number.range'],
    });
    const badMedia = await t.call('PUT', `/api/property/projects/${projectId}`, {
      token,
      body: projectInput({ master_plan: doc.id, gallery: [a.id, doc.id] }),
    });
    expect((await json(badMedia)).errors).toEqual({
      master_plan: ['validation.upload.not_image'],
      'gallery.1': ['validation.upload.not_image'],
    });
  });

  it('monthly reports: one per month, photos required and pictures only, newest first, unpublished hidden', async () => {
    const projectId = await project();
    const photo = await image();
    const report = (month: string, published = true, photos = [photo.id]) =>
      t.call('POST', '/api/property/progress', {
        token,
        body: { project_id: projectId, month, body: en(`Works of ${month}`), photos, published },
      });
    expect((await report('2026-03')).status).toBe(201);
    const may = await report('2026-05');
    expect(may.status).toBe(201);
    expect((await report('2026-04', false)).status).toBe(201);

    const again = await report('2026-03');
    expect(again.status).toBe(422);
    expect((await json(again)).errors).toEqual({ month: ['property.errors.month_taken'] });
    const wrong = await report('2026-13', true, []);
    expect((await json(wrong)).errors).toEqual({ month: ['validation.date.format'], photos: ['validation.required'] });
    const doc = await pdf();
    expect((await json(await report('2026-06', true, [photo.id, doc.id]))).errors).toEqual({
      'photos.1': ['validation.upload.not_image'],
    });
    // Editing a report may keep its own month.
    const mayId = (await json(may)).data.id;
    const edit = await t.call('PUT', `/api/property/progress/${mayId}`, {
      token,
      body: {
        project_id: projectId,
        month: '2026-05',
        body: en('Frame up to floor 9'),
        photos: [photo.id],
        published: true,
      },
    });
    expect(edit.status).toBe(200);

    const page = (await json(await publicProject(projectId))).data;
    expect(page.progress.map((r: { month: string }) => r.month)).toEqual(['2026-05', '2026-03']);
    expect(page.progress[0]).toMatchObject({ body: en('Frame up to floor 9'), photos: [{ id: photo.id, width: 80 }] });
    const admin = await json(await t.call('GET', `/api/property/progress?project_id=${projectId}`, { token }));
    expect(admin.data).toHaveLength(3);
  });
});

describe('limits', () => {
  it('a gallery holds 40 pictures, a report 30 photos, a project 20 info blocks', async () => {
    const projectId = await project();
    const ids = (n: number) => Array.from({ length: n }, (_, i) => i.toString(16).padStart(32, '0'));
    const block = { title: en('Block') };
    const res = await t.call('PUT', `/api/property/projects/${projectId}`, {
      token,
      body: projectInput({ gallery: ids(MAX_GALLERY + 1), info_blocks: Array(MAX_INFO_BLOCKS + 1).fill(block) }),
    });
    expect((await json(res)).errors).toEqual({
      gallery: ['validation.too_long'],
      info_blocks: ['validation.too_long'],
    });
    const report = await t.call('POST', '/api/property/progress', {
      token,
      body: { project_id: projectId, month: '2026-01', photos: ids(MAX_PROGRESS_PHOTOS + 1) },
    });
    expect((await json(report)).errors).toEqual({ photos: ['validation.too_long'] });
  });
});

describe('unit layouts and commercial premises', () => {
  it('ticked units get a layout picture and PDF, shown on the chessboard; a non-PDF or an oversized PDF is refused', async () => {
    const { buildingId } = await projectWithBuilding(t, token, 1, 2, 2);
    const board = async () => (await json(await t.call('GET', `/api/public/property/buildings/${buildingId}`))).data;
    const units = (await board()).units as { id: number }[];
    const picture = await image();
    const doc = await pdf();
    const ids = units.slice(0, 2).map((u) => u.id);
    const set = await t.call('POST', '/api/property/units/layout', {
      token,
      body: { unit_ids: ids, layout_image: picture.id, layout_pdf: doc.id },
    });
    expect((await json(set)).data).toEqual({ changed: 2 });
    const after = (await board()).units as { id: number; layout_image: string | null; layout_pdf: string | null }[];
    expect(after.filter((u) => u.layout_pdf === doc.id && u.layout_image === picture.id).map((u) => u.id)).toEqual(ids);
    expect(t.db.select().from(userActions).where(eq(userActions.action, 'property.unit.layout')).all()).toHaveLength(2);

    const notPdf = await t.call('POST', '/api/property/units/layout', {
      token,
      body: { unit_ids: ids, layout_image: doc.id, layout_pdf: picture.id },
    });
    expect(notPdf.status).toBe(422);
    expect((await json(notPdf)).errors).toEqual({
      layout_image: ['validation.upload.not_image'],
      layout_pdf: ['property.errors.not_pdf'],
    });
    const big = await pdf(MAX_LAYOUT_PDF_BYTES);
    const tooBig = await t.call('POST', '/api/property/units/layout', {
      token,
      body: { unit_ids: ids, layout_image: null, layout_pdf: big.id },
    });
    expect((await json(tooBig)).errors).toEqual({ layout_pdf: ['property.errors.pdf_too_large'] });
    const empty = await t.call('POST', '/api/property/units/layout', { token, body: { unit_ids: [] } });
    expect((await json(empty)).errors).toEqual({ unit_ids: ['validation.required'] });
  });

  it("the project page lists the project's commercial premises with their live status", async () => {
    const projectId = await project();
    const cell = { section: 1, floor: 1, area: 120, price: 180_000_000 };
    const res = await t.call('POST', '/api/property/buildings', {
      token,
      body: {
        project_id: projectId,
        name: 'Block C',
        units: [
          { ...cell, number: 'C1', kind: 'commercial' },
          { ...cell, number: '11', kind: 'apartment', rooms: 2, area: 60, price: 33_000_000 },
          { ...cell, number: 'P1', kind: 'parking', area: 15, price: 4_000_000 },
        ],
      },
    });
    expect(res.status).toBe(201);
    const page = (await json(await publicProject(projectId))).data;
    expect(page.commercial_units).toEqual([
      expect.objectContaining({
        number: 'C1',
        area: 120,
        price_m2: 1_500_000,
        status: 'available',
        building_name: 'Block C',
      }),
    ]);
  });
});

describe('the map', () => {
  it('calls no map service by default; a configured tile source is given to the page and allowed by the CSP', async () => {
    const projectId = await project({ lat: '43,2389', lon: 76.8897 });
    const plain = await publicProject(projectId);
    expect((await json(plain)).data).toMatchObject({ lat: 43.2389, lon: 76.8897, map_tiles: null });
    expect(plain.headers.get('content-security-policy')).toContain("img-src 'self' data: blob:;");

    const url = 'https://tiles.example.kz/{z}/{x}/{y}.png';
    expect(mapTiles('ftp://tiles.example.kz/{z}/{x}/{y}', '')).toBeNull();
    expect(mapTiles('https://tiles.example.kz/{z}/{x}.png', '')).toBeNull();
    const tiled = makeTestApp({ mapTiles: mapTiles(url, '© OpenStreetMap contributors') });
    try {
      const admin = await tiled.userWithRole('admin');
      const created = await tiled.call('POST', '/api/property/projects', {
        token: admin.token,
        body: projectInput({ lat: 43.2389, lon: 76.8897 }),
      });
      const res = await tiled.call('GET', `/api/public/property/projects/${(await json(created)).data.id}`);
      expect((await json(res)).data.map_tiles).toEqual({ url, attribution: '© OpenStreetMap contributors' });
      expect(res.headers.get('content-security-policy')).toContain(
        "img-src 'self' data: blob: https://tiles.example.kz;",
      );
    } finally {
      tiled.close();
    }
  });
});
