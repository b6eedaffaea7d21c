/**
 * A hold costs what a real buyer pays (issue 34.5, ADR 133): a booking holds a flat, and a sign-up takes a
 * seat, only for a phone proven by SMS, one live hold per phone. One address pushing bookings for every flat
 * from one unproven phone leaves leads the sales office sees and holds nothing, so the real buyer gets the flat.
 */
import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { propertyLeads, propertyReservations, propertySlots, smsCodes } from '../../db/schema.ts';
import { bookingForm, projectWithBuilding } from '../support/property-data.ts';
import { device } from '../support/push.ts';
import { nextPhone } from '../support/registration-data.ts';
import { provenContact, provenPhone } from '../support/sms-proof.ts';
import { makeTestApp } from '../support/test-app.ts';

let t: ReturnType<typeof makeTestApp>;
beforeEach(() => (t = makeTestApp()));
afterEach(() => t.close());

type Json = { data: any }; // eslint-disable-line @typescript-eslint/no-explicit-any
const json = async (res: Response) => (await res.json()) as Json;
const lead = (form: object) => ({ client_record_id: crypto.randomUUID(), form });
const outcomes = () => t.db.select({ o: propertyLeads.outcome }).from(propertyLeads).orderBy(propertyLeads.id).all();

async function units(n: number) {
  const { token } = await t.userWithRole('admin');
  const { buildingId } = await projectWithBuilding(t, token, 1, 1, n);
  const board = async () =>
    (await json(await t.call('GET', `/api/public/property/buildings/${buildingId}`))).data.units as {
      id: number;
      status: string;
    }[];
  return { token, board, ids: (await board()).map((u) => u.id) };
}

describe('what a hold costs', () => {
  it('bookings of every flat from one unproven phone hold nothing; a real buyer proven by SMS holds one', async () => {
    const { board, ids } = await units(6);
    const phone = device(t, '');
    for (const id of ids) expect((await phone.push('property.lead', lead(bookingForm(id)))).status).toBe('applied');
    expect(outcomes().map((r) => r.o)).toEqual(ids.map(() => 'unproven'));
    expect(t.db.select().from(propertyReservations).all()).toEqual([]);
    expect((await board()).every((u) => u.status === 'available')).toBe(true);

    // The real SMS step, reused: a code to the phone, the token, the booking holds.
    const buyer = nextPhone();
    const proof = { phone: buyer, verification: await provenPhone(t, buyer) };
    expect((await device(t, '').push('property.lead', lead(bookingForm(ids[0]!, 'Real Buyer', proof)))).status).toBe(
      'applied',
    );
    expect((await board()).find((u) => u.id === ids[0])!.status).toBe('reserved');

    // One live hold per phone: the same proven phone asking for a second flat is a lead only.
    const second = lead(bookingForm(ids[1]!, 'Real Buyer', proof));
    await device(t, '').push('property.lead', second);
    const answer = await json(await t.call('GET', `/api/property/leads/standing?ids=${second.client_record_id}`));
    expect(answer.data).toEqual([
      expect.objectContaining({ client_record_id: second.client_record_id, outcome: 'phone_holds' }),
    ]);
    expect((await board()).filter((u) => u.status === 'reserved')).toHaveLength(1);
  });

  it('a token that expired while the booking waited offline proves nothing', async () => {
    const { ids } = await units(1);
    const proof = provenContact(t.db);
    t.db
      .update(smsCodes)
      .set({ verificationExpiresAt: new Date(Date.now() - 1000) })
      .where(eq(smsCodes.phone, proof.phone))
      .run();
    await device(t, '').push('property.lead', lead(bookingForm(ids[0]!, 'Late', proof)));
    expect(outcomes()).toEqual([{ o: 'unproven' }]);
    expect(t.db.select().from(propertyReservations).all()).toEqual([]);
  });

  it('six unproven sign-ups leave a five-seat webinar empty; a proven phone takes one seat, not two', async () => {
    const { token } = await t.userWithRole('admin');
    const res = await t.call('POST', '/api/property/slots', {
      token,
      body: { kind: 'webinar', starts_at: new Date(Date.now() + 86_400_000).toISOString(), capacity: 5 },
    });
    const slotId = (await json(res)).data.id as number;
    const signUp = (extra: object) =>
      device(t, '').push(
        'property.lead',
        lead({ kind: 'webinar', name: 'Dana', phone: '+7 701 222 33 44', slot_id: slotId, consent: true, ...extra }),
      );
    for (let i = 0; i < 6; i++) await signUp({});
    expect(t.db.select().from(propertySlots).get()!.taken).toBe(0);
    const proof = provenContact(t.db);
    await signUp(proof);
    await signUp(proof);
    expect(t.db.select().from(propertySlots).get()!.taken).toBe(1);
    expect(outcomes().map((r) => r.o)).toEqual([...Array(6).fill('unproven'), 'seated', 'phone_holds']);
  });
});
