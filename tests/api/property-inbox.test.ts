/**
 * The leads inbox's statuses (issue 18 point 8; ADR 121): a booking rejected or cancelled frees its unit
 * at once — on the board, with a history line, audited, in the same step — and a webinar or showroom
 * sign-up gives its seat back; final statuses cannot be left; only admins move a lead; nothing a caller
 * sends gives a 500.
 */
import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { propertyLeads, propertyReservations, propertySlots, userActions } from '../../db/schema.ts';
import { bookingForm, projectWithBuilding } from '../support/property-data.ts';
import { device } from '../support/push.ts';
import { provenContact } from '../support/sms-proof.ts';
import { makeTestApp } from '../support/test-app.ts';

let t: ReturnType<typeof makeTestApp>;
beforeEach(() => (t = makeTestApp()));
afterEach(() => t.close());

const json = async (res: Response) =>
  (await res.json()) as { data: any; errors?: Record<string, string[]>; code?: string }; // eslint-disable-line @typescript-eslint/no-explicit-any
const move = (token: string, leadId: number, status: string) =>
  t.call('POST', `/api/property/leads/${leadId}/status`, { token, body: { status }, locale: 'en' });
const push = (form: object) => device(t, '').push('property.lead', { client_record_id: crypto.randomUUID(), form });
const leadOf = (entity: unknown) => (entity as { id: number }).id;
const boardUnit = async (buildingId: number, unitId: number) =>
  (
    (await json(await t.call('GET', `/api/public/property/buildings/${buildingId}`))).data.units as {
      id: number;
      status: string;
    }[]
  ).find((u) => u.id === unitId)!;

async function bookedUnit() {
  const admin = await t.userWithRole('admin');
  const { buildingId } = await projectWithBuilding(t, admin.token, 1, 1, 2);
  const unitId = (await json(await t.call('GET', `/api/public/property/buildings/${buildingId}`))).data.units[0]
    .id as number;
  const res = await push(bookingForm(unitId, undefined, provenContact(t.db)));
  return { ...admin, buildingId, unitId, leadId: leadOf(res.entity) };
}

async function webinar(token: string, capacity: number) {
  const res = await t.call('POST', '/api/property/slots', {
    token,
    body: { kind: 'webinar', starts_at: new Date(Date.now() + 86_400_000).toISOString(), capacity },
  });
  return (await json(res)).data.id as number;
}
const signUp = (slotId: number) =>
  push({ kind: 'webinar', name: 'Dana Serikova', slot_id: slotId, consent: true, ...provenContact(t.db) });
const taken = (slotId: number) => t.db.select().from(propertySlots).where(eq(propertySlots.id, slotId)).get()!.taken;

describe('a lead rejected or cancelled in the inbox', () => {
  it('frees the booked unit at once, with a history line and the audit, and the next buyer can hold it', async () => {
    const { token, user, buildingId, unitId, leadId } = await bookedUnit();
    expect((await boardUnit(buildingId, unitId)).status).toBe('reserved');

    const res = await move(token, leadId, 'rejected');
    expect(res.status).toBe(200);
    expect((await json(res)).data).toEqual({
      id: leadId,
      status: 'rejected',
      released: { unit_id: unitId, slot_id: null },
    });
    expect((await boardUnit(buildingId, unitId)).status).toBe('available');
    expect(t.db.select().from(propertyReservations).get()!.releasedAt).not.toBeNull();
    const history = (await json(await t.call('GET', `/api/property/units/${unitId}/history`, { token }))).data;
    expect(history).toEqual([
      expect.objectContaining({ status: 'reserved', source: 'booking', lead_id: leadId }),
      expect.objectContaining({
        from_status: 'reserved',
        status: 'available',
        source: 'inbox',
        lead_id: leadId,
        user_name: user.name,
      }),
    ]);
    expect(t.db.select().from(userActions).where(eq(userActions.action, 'property.lead.status')).get()).toMatchObject({
      before: { status: 'new' },
      after: { status: 'rejected', released_unit_id: unitId, returned_seat_slot_id: null },
    });

    const next = await push(bookingForm(unitId, 'Next Buyer', provenContact(t.db)));
    expect(
      t.db
        .select()
        .from(propertyLeads)
        .where(eq(propertyLeads.id, leadOf(next.entity)))
        .get()!.outcome,
    ).toBe('reserved');
  });

  it('done keeps the hold; a hold already expired gets its own expiry line, not the inbox’s', async () => {
    const { token, buildingId, unitId, leadId } = await bookedUnit();
    expect((await move(token, leadId, 'done')).status).toBe(200);
    expect((await boardUnit(buildingId, unitId)).status).toBe('reserved');

    const other = await bookedUnit();
    // Expired a millisecond after it was taken (72 h is the default hold), so the lines keep their order.
    const hold = t.db.select().from(propertyReservations).where(eq(propertyReservations.leadId, other.leadId)).get()!;
    const expired = hold.expiresAt.getTime() - 72 * 3_600_000 + 1;
    t.db
      .update(propertyReservations)
      .set({ expiresAt: new Date(expired) })
      .where(eq(propertyReservations.id, hold.id))
      .run();
    while (Date.now() <= expired) await Promise.resolve();
    const res = await move(other.token, other.leadId, 'cancelled');
    expect((await json(res)).data.released).toEqual({ unit_id: null, slot_id: null });
    const history = (await json(await t.call('GET', `/api/property/units/${other.unitId}/history`, { token }))).data;
    expect(history.map((h: { source: string; status: string }) => `${h.status}/${h.source}`)).toEqual([
      'reserved/booking',
      'available/expiry',
    ]);
  });

  it('a cancelled webinar sign-up gives its seat back, once even when two admins cancel at the same moment; a full one gives none', async () => {
    const { token } = await t.userWithRole('admin');
    const other = await t.userWithRole('admin');
    const slot = await webinar(token, 2);
    const seated = [leadOf((await signUp(slot)).entity), leadOf((await signUp(slot)).entity)];
    const full = leadOf((await signUp(slot)).entity);
    expect(taken(slot)).toBe(2);

    expect((await json(await move(token, full, 'rejected'))).data.released).toEqual({ unit_id: null, slot_id: null });
    expect(taken(slot)).toBe(2);

    const both = await Promise.all([move(token, seated[0]!, 'cancelled'), move(other.token, seated[0]!, 'cancelled')]);
    expect(both.map((r) => r.status)).toEqual([200, 200]);
    expect(taken(slot)).toBe(1);
    const seats = (await json(await t.call('GET', '/api/public/property/slots?kind=webinar'))).data;
    expect(seats).toEqual([expect.objectContaining({ id: slot, seats_left: 1 })]);
    expect(t.db.select().from(userActions).where(eq(userActions.action, 'property.lead.status')).all()).toHaveLength(2);
  });
});

describe('lead status transitions', () => {
  it('moves along the allowed ones; a final status cannot be left (409); a same status changes nothing', async () => {
    const { token, leadId } = await bookedUnit();
    for (const status of ['in_progress', 'new', 'in_progress', 'done', 'in_progress'])
      expect((await move(token, leadId, status)).status, status).toBe(200);
    expect((await move(token, leadId, 'cancelled')).status).toBe(200);

    const back = await move(token, leadId, 'new');
    expect(back.status).toBe(409);
    expect(await json(back)).toMatchObject({ code: 'property.errors.lead_transition' });
    expect((await move(token, leadId, 'rejected')).status).toBe(409);
    expect((await move(token, leadId, 'cancelled')).status).toBe(200);
    expect(t.db.select().from(propertyLeads).get()!.status).toBe('cancelled');
    expect(t.db.select().from(userActions).where(eq(userActions.action, 'property.lead.status')).all()).toHaveLength(6);
  });

  it('an unknown status is a 422, a missing lead a 404, and only admins may move a lead', async () => {
    const { token, leadId } = await bookedUnit();
    const bad = await move(token, leadId, 'archived');
    expect(bad.status).toBe(422);
    expect((await json(bad)).errors).toHaveProperty('status');
    expect((await t.call('POST', `/api/property/leads/${leadId}/status`, { token, body: [] })).status).toBe(422);
    expect((await move(token, 999_999, 'done')).status).toBe(404);

    for (const role of ['expert', 'operator'] as const)
      expect((await move((await t.userWithRole(role)).token, leadId, 'rejected')).status).toBe(403);
    expect(
      (await t.call('POST', `/api/property/leads/${leadId}/status`, { body: { status: 'rejected' } })).status,
    ).toBe(401);
    expect(t.db.select().from(propertyLeads).get()!.status).toBe('new');
  });
});
