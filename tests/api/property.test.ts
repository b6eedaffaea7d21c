import { and, eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { propertyLeads, propertyReservations, propertyUnitHistory, userActions } from '../../db/schema.ts';
import { bookingForm, projectWithBuilding } from '../support/property-data.ts';
import { device } from '../support/push.ts';
import { provenContact } from '../support/sms-proof.ts';
import { makeTestApp } from '../support/test-app.ts';

let t: ReturnType<typeof makeTestApp>;
beforeEach(() => (t = makeTestApp()));
afterEach(() => t.close());

async function json(res: Response) {
  return (await res.json()) as { data: any; errors?: Record<string, string[]> }; // eslint-disable-line @typescript-eslint/no-explicit-any
}

type Unit = { id: number; status: string; number: string; price_m2: number; reserved_until: number | null };
const board = async (buildingId: number) =>
  (await json(await t.call('GET', `/api/public/property/buildings/${buildingId}`))).data as {
    units: Unit[];
    prices_as_of: number;
  };
const book = (unitId: number | null, id: string = crypto.randomUUID(), name?: string) =>
  device(t, '').push('property.lead', { client_record_id: id, form: bookingForm(unitId, name, provenContact(t.db)) });

describe('property catalogue', () => {
  it('the apartment totals on a project are counted from its units, sold ones from their status', async () => {
    const { token } = await t.userWithRole('admin');
    const { projectId, buildingId } = await projectWithBuilding(t, token, 2, 3, 2);
    const units = (await board(buildingId)).units;
    expect(units).toHaveLength(12);
    expect(units[0]!.price_m2).toBe(550_000);
    const sold = units.slice(0, 3).map((u) => u.id);
    const moved = await t.call('POST', '/api/property/units/status', {
      token,
      body: { unit_ids: sold, status: 'sold' },
    });
    expect((await json(moved)).data).toEqual({ changed: 3 });

    const pub = (await json(await t.call('GET', `/api/public/property/projects/${projectId}`))).data;
    expect(pub).toMatchObject({ total_apartments: 12, sold_apartments: 3, available_apartments: 9 });
    const list = (await json(await t.call('GET', '/api/public/property/projects?state=under_construction'))).data;
    expect(list).toEqual([expect.objectContaining({ id: projectId, total_apartments: 12, sold_apartments: 3 })]);
    expect((await json(await t.call('GET', '/api/public/property/projects?state=completed'))).data).toEqual([]);
    // Every move is in the unit's history and the action log.
    const history = await json(await t.call('GET', `/api/property/units/${sold[0]}/history`, { token }));
    expect(history.data).toEqual([
      expect.objectContaining({
        status: 'sold',
        from_status: 'available',
        source: 'bulk',
        user_name: expect.any(String),
      }),
    ]);
    expect(t.db.select().from(userActions).where(eq(userActions.action, 'property.unit.status')).all()).toHaveLength(3);
  });

  it('a building with the same number twice in a section is refused on that cell', async () => {
    const { token } = await t.userWithRole('admin');
    const { projectId } = await projectWithBuilding(t, token, 1, 1, 1);
    const cell = { section: 1, floor: 1, number: '7', area: 40, price: 1 };
    const res = await t.call('POST', '/api/property/buildings', {
      token,
      body: { project_id: projectId, name: 'B', units: [cell, { ...cell, floor: 2 }] },
    });
    expect(res.status).toBe(422);
    expect((await json(res)).errors).toEqual({ 'units.1.number': ['property.errors.number_taken'] });
  });
});

describe('property.lead bookings', () => {
  it('two simultaneous bookings of one unit: one reservation, the other stays a lead marked unit_taken', async () => {
    const { token } = await t.userWithRole('admin');
    const { buildingId } = await projectWithBuilding(t, token);
    const unit = (await board(buildingId)).units[0]!;
    const ids = [crypto.randomUUID(), crypto.randomUUID()];
    const results = await Promise.all(ids.map((id, i) => book(unit.id, id, `Buyer ${i}`)));
    expect(results.map((r) => r.status)).toEqual(['applied', 'applied']);

    expect(t.db.select().from(propertyReservations).all()).toHaveLength(1);
    const outcomes = t.db
      .select()
      .from(propertyLeads)
      .all()
      .map((l) => l.outcome)
      .sort();
    expect(outcomes).toEqual(['reserved', 'unit_taken']);
    const after = (await board(buildingId)).units.find((u) => u.id === unit.id)!;
    expect(after.status).toBe('reserved');
    // 72 hours by default (the settings' reservation_hours).
    expect(after.reserved_until! - Date.now()).toBeGreaterThan(71 * 3_600_000);

    const standing = await json(await t.call('GET', `/api/property/leads/standing?ids=${ids.join(',')}`));
    expect(standing.data.map((s: { outcome: string }) => s.outcome).sort()).toEqual(['reserved', 'unit_taken']);
    const inbox = await json(await t.call('GET', '/api/property/leads', { token }));
    expect(inbox.data).toHaveLength(2);
  });

  it('expiry frees the unit: the chessboard shows it available and the next booking holds it', async () => {
    const { token } = await t.userWithRole('admin');
    const { buildingId } = await projectWithBuilding(t, token);
    const unit = (await board(buildingId)).units[0]!;
    await book(unit.id);
    t.db
      .update(propertyReservations)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .run();
    expect((await board(buildingId)).units.find((u) => u.id === unit.id)!.status).toBe('available');

    await book(unit.id);
    expect(
      t.db
        .select()
        .from(propertyLeads)
        .all()
        .map((l) => l.outcome),
    ).toEqual(['reserved', 'reserved']);
    expect((await board(buildingId)).units.find((u) => u.id === unit.id)!.status).toBe('reserved');
    const history = t.db
      .select()
      .from(propertyUnitHistory)
      .where(eq(propertyUnitHistory.unitId, unit.id))
      .orderBy(propertyUnitHistory.id)
      .all();
    expect(history.map((h) => `${h.status}/${h.source}`)).toEqual([
      'reserved/booking',
      'available/expiry',
      'reserved/booking',
    ]);
  });

  it('a replayed booking, by mutation id or by record id, is one booking and one hold', async () => {
    const { token } = await t.userWithRole('admin');
    const { buildingId } = await projectWithBuilding(t, token);
    const unit = (await board(buildingId)).units[1]!;
    const phone = device(t, '');
    const id = crypto.randomUUID();
    const args = { client_record_id: id, form: bookingForm(unit.id, undefined, provenContact(t.db)) };
    const first = await phone.push('property.lead', args, 1);
    expect(await phone.push('property.lead', args, 1)).toMatchObject({ status: 'duplicate', entity: first.entity });
    expect(await phone.push('property.lead', args, 2)).toMatchObject({ status: 'applied', entity: first.entity });
    expect(t.db.select().from(propertyLeads).all()).toHaveLength(1);
    expect(t.db.select().from(propertyReservations).all()).toHaveLength(1);
    expect(
      t.db
        .select()
        .from(userActions)
        .where(and(eq(userActions.action, 'property.lead'), eq(userActions.subjectType, 'property_lead')))
        .all(),
    ).toHaveLength(1);
  });

  it('a sold unit is not held; a booking without a unit or consent', async () => {
    const { token } = await t.userWithRole('admin');
    const { buildingId } = await projectWithBuilding(t, token);
    const unit = (await board(buildingId)).units[2]!;
    await t.call('POST', '/api/property/units/status', { token, body: { unit_ids: [unit.id], status: 'sold' } });
    await book(unit.id);
    expect(t.db.select().from(propertyLeads).get()!.outcome).toBe('unit_taken');

    expect((await book(null)).status).toBe('applied');
    const noConsent = await device(t, '').push('property.lead', {
      client_record_id: crypto.randomUUID(),
      form: { ...bookingForm(null), consent: false },
    });
    expect(noConsent).toMatchObject({ status: 'rejected', errors: { consent: ['validation.tick.required'] } });
  });

  it('the hold lasts as long as the settings say; the inbox exports the lead with its outcome', async () => {
    const { token } = await t.userWithRole('admin');
    const { buildingId } = await projectWithBuilding(t, token);
    const settings = (await json(await t.call('GET', '/api/property/settings', { token }))).data;
    const put = await t.call('PUT', '/api/property/settings', { token, body: { ...settings, reservation_hours: 2 } });
    expect(put.status).toBe(200);
    const unit = (await board(buildingId)).units[0]!;
    await book(unit.id, crypto.randomUUID(), 'Dana Export');
    const until = (await board(buildingId)).units[0]!.reserved_until!;
    expect(until - Date.now()).toBeGreaterThan(119 * 60_000);
    expect(until - Date.now()).toBeLessThanOrEqual(120 * 60_000);

    const csv = await t.call('GET', '/api/property/leads/export?format=csv', { token, locale: 'en' });
    expect(csv.status).toBe(200);
    const text = await csv.text();
    expect(text).toContain('Dana Export');
    expect(text).toContain('Reserved');
  });
});
