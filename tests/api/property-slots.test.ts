/**
 * Webinar and showroom sign-ups with slots (issue 18 point 8; ADR 106): the seat is the database's to
 * give — two phones on the last seat make one seat and one kept lead marked `slot_full`, with the
 * slot field's message for the device; a replayed sign-up takes one seat. Complaints, investor
 * requests and vacancy applications go the same way and show in the inbox and its export.
 */
import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { propertyLeads, propertySlots, userActions } from '../../db/schema.ts';
import { device } from '../support/push.ts';
import { provenContact } from '../support/sms-proof.ts';
import { makeTestApp } from '../support/test-app.ts';

let t: ReturnType<typeof makeTestApp>;
beforeEach(() => (t = makeTestApp()));
afterEach(() => t.close());

const json = async (res: Response) => (await res.json()) as { data: any; errors?: Record<string, string[]> }; // eslint-disable-line @typescript-eslint/no-explicit-any
const tomorrow = () => new Date(Date.now() + 86_400_000).toISOString();
const form = (kind: string, extra: Record<string, unknown> = {}) => ({
  kind,
  name: 'Dana Serikova',
  phone: '+7 701 222 33 44',
  rooms: null,
  consent: true,
  ...extra,
});
async function slot(token: string, capacity: number, kind = 'webinar') {
  const res = await t.call('POST', '/api/property/slots', {
    token,
    body: { kind, starts_at: tomorrow(), title: { ru: 'Ипотека 7-20-25' }, capacity },
  });
  expect(res.status).toBe(201);
  return (await json(res)).data as { id: number };
}
const publicSlots = async (kind: string) =>
  (await json(await t.call('GET', `/api/public/property/slots?kind=${kind}`))).data as {
    id: number;
    seats_left: number;
  }[];
const signUp = (slotId: number, id = crypto.randomUUID(), kind = 'webinar') =>
  device(t, '').push('property.lead', {
    client_record_id: id,
    form: form(kind, { slot_id: slotId, ...provenContact(t.db) }),
  });

describe('webinar and showroom slots', () => {
  it('two phones on the last seat: one seat, the other kept as a lead with the slot field’s message', async () => {
    const { token } = await t.userWithRole('expert');
    const s = await slot(token, 1);
    expect(await publicSlots('webinar')).toEqual([expect.objectContaining({ id: s.id, seats_left: 1 })]);
    expect(await publicSlots('showroom')).toEqual([]);

    const ids = [crypto.randomUUID(), crypto.randomUUID()];
    const results = await Promise.all(ids.map((id) => signUp(s.id, id)));
    expect(results.map((r) => r.status)).toEqual(['applied', 'applied']);
    const leads = t.db.select().from(propertyLeads).all();
    expect(leads.map((l) => l.outcome).sort()).toEqual(['seated', 'slot_full']);
    expect(t.db.select().from(propertySlots).where(eq(propertySlots.id, s.id)).get()!.taken).toBe(1);
    // A full slot is no longer offered.
    expect(await publicSlots('webinar')).toEqual([]);

    const standing = await json(await t.call('GET', `/api/property/leads/standing?ids=${ids.join(',')}`));
    const full = (standing.data as { outcome: string; errors: object }[]).find((r) => r.outcome === 'slot_full')!;
    expect(full.errors).toEqual({ slot_id: ['property.errors.slot_full'] });
    const seated = (standing.data as { outcome: string; errors: object }[]).find((r) => r.outcome === 'seated')!;
    expect(seated.errors).toEqual({});
  });

  it('a replayed sign-up — the same mutation again, or the same record from another push — takes one seat', async () => {
    const { token } = await t.userWithRole('admin');
    const s = await slot(token, 5, 'showroom');
    const phone = device(t, '');
    const args = {
      client_record_id: crypto.randomUUID(),
      form: form('showroom', { slot_id: s.id, ...provenContact(t.db) }),
    };
    const first = await phone.push('property.lead', args, 1);
    expect(first.status).toBe('applied');
    expect(await phone.push('property.lead', args, 1)).toMatchObject({ status: 'duplicate', entity: first.entity });
    expect(await phone.push('property.lead', args, 2)).toMatchObject({ status: 'applied', entity: first.entity });
    expect(t.db.select().from(propertyLeads).all()).toHaveLength(1);
    expect(t.db.select().from(propertySlots).get()!.taken).toBe(1);
    expect(await publicSlots('showroom')).toEqual([expect.objectContaining({ seats_left: 4 })]);
  });

  it('a sign-up needs a slot of its kind; an editor cannot cut capacity below the seats taken', async () => {
    const { token } = await t.userWithRole('admin');
    const s = await slot(token, 2);
    expect(
      await device(t, '').push('property.lead', { client_record_id: crypto.randomUUID(), form: form('webinar') }),
    ).toMatchObject({ status: 'rejected', errors: { slot_id: ['validation.required'] } });
    expect(await signUp(s.id, crypto.randomUUID(), 'showroom')).toMatchObject({
      status: 'rejected',
      errors: { slot_id: ['property.errors.slot_missing'] },
    });
    await signUp(s.id);
    await signUp(s.id);
    const cut = await t.call('PUT', `/api/property/slots/${s.id}`, {
      token,
      body: { kind: 'webinar', starts_at: tomorrow(), capacity: 1 },
    });
    expect(cut.status).toBe(422);
    expect((await json(cut)).errors).toEqual({ capacity: ['property.errors.capacity_below_taken'] });
    expect(t.db.select().from(userActions).where(eq(userActions.action, 'property.slot.create')).all()).toHaveLength(1);
  });

  it('complaints, investor requests and vacancy applications need their text and land in the inbox and export', async () => {
    const { token } = await t.userWithRole('admin');
    const phone = device(t, '');
    const push = (kind: string, comment?: string) =>
      phone.push('property.lead', { client_record_id: crypto.randomUUID(), form: form(kind, { comment }) });
    expect(await push('complaint')).toMatchObject({
      status: 'rejected',
      errors: { comment: ['validation.required'] },
    });
    for (const kind of ['complaint', 'investor', 'vacancy'])
      expect((await push(kind, `About ${kind}`)).status).toBe('applied');
    const inbox = await json(await t.call('GET', '/api/property/leads?kind=investor', { token }));
    expect(inbox.data).toEqual([
      expect.objectContaining({ kind: 'investor', comment: 'About investor', status: 'new' }),
    ]);
    const csv = await (await t.call('GET', '/api/property/leads/export?format=csv', { token, locale: 'en' })).text();
    expect(csv).toContain('About vacancy');
    expect(csv).toContain('Complaint');
  });
});
