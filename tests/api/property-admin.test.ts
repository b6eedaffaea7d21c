/**
 * The property catalogue after a building is saved (issue 18 points 1, 2, 4; ADR 120): a project's
 * "price from" and apartment area range counted from its units, its commercial height typed; one unit
 * edited with its status history (from → to, who, why); a building renamed, listed, and deleted only
 * while nothing in it is sold or held; the price list exported in the price-list import's own columns.
 */
import { and, eq, isNull } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { propertyLeads, propertyReservations, propertyUnits, userActions } from '../../db/schema.ts';
import { importFlow } from '../support/import-flow.ts';
import { bookingForm, projectInput, projectWithBuilding } from '../support/property-data.ts';
import { device } from '../support/push.ts';
import { provenContact } from '../support/sms-proof.ts';
import { makeTestApp } from '../support/test-app.ts';

let t: ReturnType<typeof makeTestApp>;
beforeEach(() => (t = makeTestApp()));
afterEach(() => t.close());

const json = async (res: Response) =>
  (await res.json()) as { data: any; errors?: Record<string, string[]>; code?: string }; // eslint-disable-line @typescript-eslint/no-explicit-any
type Unit = {
  id: number;
  section: number;
  floor: number;
  number: string;
  kind: string;
  rooms: number | null;
  area: number;
  price: number;
  finish: string;
  status: string;
  updated_at: number;
};
const building = async (token: string, id: number) =>
  (await json(await t.call('GET', `/api/property/buildings/${id}`, { token }))).data as { name: string; units: Unit[] };
const publicProject = async (id: number) =>
  (await json(await t.call('GET', `/api/public/property/projects/${id}`))).data as Record<string, unknown>;
const book = (unitId: number) =>
  device(t, '').push('property.lead', {
    client_record_id: crypto.randomUUID(),
    form: bookingForm(unitId, undefined, provenContact(t.db)),
  });
const editable = (u: Unit) => ({
  section: u.section,
  floor: u.floor,
  number: u.number,
  kind: u.kind,
  rooms: u.rooms,
  area: u.area,
  price: u.price,
  finish: u.finish,
  status: u.status === 'reserved' ? 'available' : u.status,
  layout_image: null,
  layout_pdf: null,
});
const putUnit = (token: string, u: Unit, patch: Record<string, unknown>) =>
  t.call('PUT', `/api/property/units/${u.id}`, { token, body: { ...editable(u), ...patch } });
const history = async (token: string, unitId: number) =>
  (await json(await t.call('GET', `/api/property/units/${unitId}/history`, { token }))).data as Record<
    string,
    unknown
  >[];

describe('project figures counted from the units', () => {
  it('"price from" and the apartment area range follow the units; commercial height is typed; a typed price is ignored', async () => {
    const { token } = await t.userWithRole('admin');
    const created = await t.call('POST', '/api/property/projects', {
      token,
      body: projectInput({ commercial_height: '4,5', price_from: 1 }),
    });
    expect(created.status).toBe(201);
    const projectId = (await json(created)).data.id as number;
    expect(await publicProject(projectId)).toMatchObject({
      commercial_height: 4.5,
      price_from: null,
      apartment_area_min: null,
    });
    // Areas 50, 70 (rooms 1, 2) at 550,000 ₸/m², a ground-floor shop and a parking place that do not count.
    const cells = [
      { section: 1, floor: 1, number: 'C1', kind: 'commercial', area: 120, price: 100_000_000 },
      { section: 1, floor: -1, number: 'P1', kind: 'parking', area: 13.3, price: 3_000_000 },
      { section: 1, floor: 2, number: '1', rooms: 1, area: 50, price: 27_500_000 },
      { section: 1, floor: 2, number: '2', rooms: 2, area: 70, price: 38_500_000 },
    ];
    const b = await t.call('POST', '/api/property/buildings', {
      token,
      body: { project_id: projectId, name: 'Block A', units: cells },
    });
    const buildingId = (await json(b)).data.id as number;
    expect(await publicProject(projectId)).toMatchObject({
      price_from: 27_500_000,
      apartment_area_min: 50,
      apartment_area_max: 70,
      total_apartments: 2,
    });

    // The cheapest flat sold: "price from" is the next one on sale; a bigger flat widens the range.
    const units = (await building(token, buildingId)).units;
    const flat1 = units.find((u) => u.number === '1')!;
    const flat2 = units.find((u) => u.number === '2')!;
    await t.call('POST', '/api/property/units/status', { token, body: { unit_ids: [flat1.id], status: 'sold' } });
    expect((await putUnit(token, flat2, { area: 88.3, price: 44_890_000 })).status).toBe(200);
    expect(await publicProject(projectId)).toMatchObject({
      price_from: 44_890_000,
      apartment_area_min: 50,
      apartment_area_max: 88.3,
      sold_apartments: 1,
    });

    // A commercial project's "price from" is its cheapest premises on sale.
    const arena = await json(
      await t.call('POST', '/api/property/projects', { token, body: projectInput({ kind: 'commercial' }) }),
    );
    await t.call('POST', '/api/property/buildings', {
      token,
      body: { project_id: arena.data.id, name: 'Arena', units: cells.slice(0, 2) },
    });
    expect(await publicProject(arena.data.id)).toMatchObject({ price_from: 100_000_000, apartment_area_min: null });
  });
});

describe('a saved unit edited by an editor', () => {
  it('changes its fields, and a status move releases the hold and is a history line from reserved to sold, by whom', async () => {
    const { token, user } = await t.userWithRole('expert');
    const { buildingId } = await projectWithBuilding(t, token, 1, 2, 2);
    const [unit] = (await building(token, buildingId)).units;
    await book(unit!.id);

    // Price and finish changed, "available" kept: the buyer's hold stays.
    const repriced = await putUnit(token, unit!, {
      price: 30_000_000,
      finish: 'turnkey',
      kind: 'commercial',
      rooms: null,
    });
    expect(repriced.status).toBe(200);
    expect((await json(repriced)).data).toMatchObject({
      price: 30_000_000,
      finish: 'turnkey',
      kind: 'commercial',
      rooms: null,
      status: 'reserved',
    });
    const held = await building(token, buildingId);
    expect(held.units.find((u) => u.id === unit!.id)!.updated_at).toBeGreaterThanOrEqual(unit!.updated_at);

    const sold = await putUnit(token, unit!, { price: 30_000_000, status: 'sold' });
    expect((await json(sold)).data.status).toBe('sold');
    expect(
      t.db
        .select()
        .from(propertyReservations)
        .where(and(eq(propertyReservations.unitId, unit!.id), isNull(propertyReservations.releasedAt)))
        .all(),
    ).toEqual([]);
    expect(await history(token, unit!.id)).toEqual([
      expect.objectContaining({ from_status: 'available', status: 'reserved', source: 'booking', user_name: null }),
      expect.objectContaining({ from_status: 'reserved', status: 'sold', source: 'editor', user_name: user.name }),
    ]);
    const audited = t.db.select().from(userActions).where(eq(userActions.action, 'property.unit.update')).all();
    expect(audited.map((a) => a.after)).toEqual([
      { price: 30_000_000, finish: 'turnkey', kind: 'commercial', rooms: null },
      { kind: 'apartment', rooms: 1, finish: 'rough', status: 'sold' },
    ]);
  });

  it('a number another unit of the section has, a bad area, an unknown unit: clear answers, nothing changed', async () => {
    const { token } = await t.userWithRole('admin');
    const { buildingId } = await projectWithBuilding(t, token, 1, 1, 2);
    const [a, b] = (await building(token, buildingId)).units;
    const clash = await putUnit(token, a!, { number: b!.number });
    expect(clash.status).toBe(422);
    expect((await json(clash)).errors).toEqual({ number: ['property.errors.number_taken'] });
    const bad = await putUnit(token, a!, { area: 0, kind: 'villa' });
    expect(bad.status).toBe(422);
    expect(Object.keys((await json(bad)).errors!).sort()).toEqual(['area', 'kind']);
    expect((await t.call('PUT', '/api/property/units/999999', { token, body: editable(a!) })).status).toBe(404);
    expect((await building(token, buildingId)).units).toEqual([a, b]);
  });
});

describe('buildings after saving', () => {
  it('a building is listed by project and renamed, audited', async () => {
    const { token } = await t.userWithRole('admin');
    const { projectId, buildingId } = await projectWithBuilding(t, token, 1, 2, 2);
    const other = await projectWithBuilding(t, token, 1, 1, 1);
    const list = await json(await t.call('GET', `/api/property/buildings?project_id=${projectId}`, { token }));
    expect(list.data).toEqual([expect.objectContaining({ id: buildingId, name: 'Block A', units: 4 })]);
    expect((await json(await t.call('GET', '/api/property/buildings', { token }))).data).toHaveLength(2);

    const renamed = await t.call('PUT', `/api/property/buildings/${buildingId}`, { token, body: { name: 'Block B' } });
    expect(renamed.status).toBe(200);
    expect((await building(token, buildingId)).name).toBe('Block B');
    expect((await building(token, other.buildingId)).name).toBe('Block A');
    expect((await t.call('PUT', `/api/property/buildings/${buildingId}`, { token, body: { name: ' ' } })).status).toBe(
      422,
    );
    const audit = t.db.select().from(userActions).where(eq(userActions.action, 'property.building.update')).get();
    expect(audit).toMatchObject({ before: { name: 'Block A' }, after: { name: 'Block B' } });
  });

  it('is deleted only while none of its units is sold or held; its leads keep their text', async () => {
    const { token } = await t.userWithRole('admin');
    const { buildingId } = await projectWithBuilding(t, token, 1, 1, 2);
    const [a, b] = (await building(token, buildingId)).units;
    await t.call('POST', '/api/property/units/status', { token, body: { unit_ids: [a!.id], status: 'sold' } });
    await book(b!.id);

    const refused = await t.call('DELETE', `/api/property/buildings/${buildingId}`, { token, locale: 'en' });
    expect(refused.status).toBe(409);
    expect(await json(refused)).toMatchObject({ code: 'property.errors.building_has_deals' });
    // The sale undone still leaves the buyer's hold: refused again.
    await t.call('POST', '/api/property/units/status', { token, body: { unit_ids: [a!.id], status: 'available' } });
    expect((await t.call('DELETE', `/api/property/buildings/${buildingId}`, { token })).status).toBe(409);

    await t.call('PUT', `/api/property/units/${b!.id}`, { token, body: { ...editable(b!), status: 'not_for_sale' } });
    const deleted = await t.call('DELETE', `/api/property/buildings/${buildingId}`, { token });
    expect(deleted.status).toBe(200);
    expect(t.db.select().from(propertyUnits).all()).toEqual([]);
    expect(t.db.select().from(propertyLeads).get()).toMatchObject({ name: 'Aigerim Bekova', unitId: null });
    expect((await t.call('GET', `/api/property/buildings/${buildingId}`, { token })).status).toBe(404);
    expect(
      t.db.select().from(userActions).where(eq(userActions.action, 'property.building.delete')).get(),
    ).toMatchObject({ before: expect.objectContaining({ name: 'Block A', units: 2 }) });
  });
});

describe('the price list export', () => {
  it('reads back as a price-list import of the same units, even where two projects both have a "Block A"', async () => {
    const { token } = await t.userWithRole('admin');
    await projectWithBuilding(t, token, 1, 1, 1);
    const { buildingId } = await projectWithBuilding(t, token, 2, 2, 2);
    const res = await t.call('GET', `/api/property/buildings/${buildingId}/price-list?format=xlsx`, {
      token,
      locale: 'ru',
    });
    expect(res.status).toBe(200);
    const flow = importFlow(t, token, 'ru', 'prices');
    const up = await flow.upload(Buffer.from(await res.arrayBuffer()));
    expect(up.body.data.mapping).toEqual(['building', 'section', 'number', 'price']);
    await flow.plan(up.body.data.id, up.body.data.mapping, 'skip');
    const dry = await flow.dryRun(up.body.data.id);
    // Every unit found again, each price the same: nothing to change, nothing unknown.
    expect(dry).toMatchObject({ total_rows: 8, duplicate_rows: 8, error_rows: 0 });

    const csv = await t.call('GET', `/api/property/buildings/${buildingId}/price-list?format=csv`, {
      token,
      locale: 'en',
    });
    const lines = (await csv.text())
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe('Building,Section,Number,Price (₸)');
    expect(lines[1]).toBe(`${buildingId},1,121,${50 * 550_000}`);
  });
});
