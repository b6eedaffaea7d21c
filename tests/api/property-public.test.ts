/**
 * The public developer site beside the chessboard: "call me back" through the outbox (once, whatever the
 * resends), the calculators' settings as their one source, `arenatrg`'s first commercial project and the
 * project page's layouts.
 */
import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { propertyLeads, propertyReservations, settings } from '../../db/schema.ts';
import { PROPERTY_SETTINGS_KEY } from '../../api/property/settings.ts';
import { bookingForm, generatedCells, projectInput, projectWithBuilding } from '../support/property-data.ts';
import { device } from '../support/push.ts';
import { provenContact } from '../support/sms-proof.ts';
import { makeTestApp } from '../support/test-app.ts';

let t: ReturnType<typeof makeTestApp>;
beforeEach(() => (t = makeTestApp()));
afterEach(() => t.close());

async function json(res: Response) {
  return (await res.json()) as { data: any }; // eslint-disable-line @typescript-eslint/no-explicit-any
}

const callback = (extra: Record<string, unknown> = {}) => ({
  kind: 'callback',
  name: 'Dana Callback',
  phone: '+7 (701) 555-12-34',
  preferred_time: 'evening',
  consent: true,
  ...extra,
});

describe('call me back', () => {
  it('a callback sent, resent by mutation id and by record id is one lead with its preferred time, and holds no unit', async () => {
    const { token } = await t.userWithRole('admin');
    const { buildingId } = await projectWithBuilding(t, token, 1, 1, 1);
    const unit = (await json(await t.call('GET', `/api/public/property/buildings/${buildingId}`))).data.units[0];
    const phone = device(t, '');
    const args = { client_record_id: crypto.randomUUID(), form: callback({ unit_id: unit.id }) };
    const first = await phone.push('property.lead', args, 1);
    expect(first.status).toBe('applied');
    expect(await phone.push('property.lead', args, 1)).toMatchObject({ status: 'duplicate', entity: first.entity });
    expect(await phone.push('property.lead', args, 2)).toMatchObject({ status: 'applied', entity: first.entity });

    const leads = t.db.select().from(propertyLeads).all();
    expect(leads).toEqual([
      expect.objectContaining({ kind: 'callback', phone: '77015551234', preferredTime: 'evening', outcome: null }),
    ]);
    // A callback about a unit is not a booking: the unit stays free.
    expect(t.db.select().from(propertyReservations).all()).toEqual([]);

    const inbox = (await json(await t.call('GET', '/api/property/leads?kind=callback', { token }))).data;
    expect(inbox).toEqual([expect.objectContaining({ name: 'Dana Callback', preferred_time: 'evening' })]);
    const csv = await (await t.call('GET', '/api/property/leads/export?format=csv', { token, locale: 'en' })).text();
    expect(csv).toContain('15:00–18:00');
  });

  it('without a time it is "any time"; an unknown time or no consent is said on its field', async () => {
    const phone = device(t, '');
    const any = await phone.push('property.lead', {
      client_record_id: crypto.randomUUID(),
      form: callback({ preferred_time: '' }),
    });
    expect(any.status).toBe('applied');
    expect(t.db.select().from(propertyLeads).get()!.preferredTime).toBeNull();
    const bad = await phone.push('property.lead', {
      client_record_id: crypto.randomUUID(),
      form: callback({ preferred_time: 'midnight', consent: false }),
    });
    expect(bad).toMatchObject({
      status: 'rejected',
      errors: { preferred_time: [expect.any(String)], consent: ['validation.tick.required'] },
    });
  });
});

describe('the calculators read the property settings', () => {
  it("the public answer has the seed's prices per m², limits and four-language programme names by default", async () => {
    const s = (await json(await t.call('GET', '/api/public/property/settings'))).data;
    expect(s).toMatchObject({
      instalment_price_m2: 550_000,
      commercial_price_m2: 1_500_000,
      min_down_percent: 20,
      max_discount_percent: 15,
      max_instalment_months: 60,
    });
    expect(s.mortgage_presets[0]).toMatchObject({ rate: 7, down_percent: 20, years: 25 });
    expect(Object.keys(s.mortgage_presets[0].name).sort()).toEqual(['en', 'kk', 'ru', 'zh']);
  });

  it("an editor's limits and prices are what the public calculators get", async () => {
    const { token } = await t.userWithRole('admin');
    const current = (await json(await t.call('GET', '/api/property/settings', { token }))).data;
    const put = await t.call('PUT', '/api/property/settings', {
      token,
      body: {
        ...current,
        instalment_price_m2: 612_000,
        min_down_percent: 30,
        max_discount_percent: 10,
        max_instalment_months: 36,
      },
    });
    expect(put.status).toBe(200);
    expect((await json(await t.call('GET', '/api/public/property/settings'))).data).toMatchObject({
      instalment_price_m2: 612_000,
      min_down_percent: 30,
      max_discount_percent: 10,
      max_instalment_months: 36,
    });
  });

  it('settings saved before the limits and the translated names keep their values and read the rest from the seed', async () => {
    const { token } = await t.userWithRole('admin');
    const old = {
      reservation_hours: 48,
      instalment_price_m2: 600_000,
      commercial_price_m2: 1_600_000,
      mortgage_presets: [{ name: 'Отбасы', rate: 5, down_percent: 10, years: 19 }],
    };
    t.db.insert(settings).values({ key: PROPERTY_SETTINGS_KEY, value: old }).run();
    const s = (await json(await t.call('GET', '/api/public/property/settings'))).data;
    expect(s).toMatchObject({ reservation_hours: 48, instalment_price_m2: 600_000, min_down_percent: 20 });
    expect(s.mortgage_presets).toEqual([{ name: { ru: 'Отбасы' }, rate: 5, down_percent: 10, years: 19 }]);
    // An editor's form that still sends one name string is taken as the Russian name.
    const put = await t.call('PUT', '/api/property/settings', { token, body: old });
    expect(put.status).toBe(200);
    const named = await t.call('PUT', '/api/property/settings', {
      token,
      body: { ...old, mortgage_presets: [{ ...old.mortgage_presets[0], name: {} }] },
    });
    expect(named.status).toBe(422);
  });
});

describe('arenatrg and the project page', () => {
  it('the commercial kind lists only published commercial projects, first in the editors’ order', async () => {
    const { token } = await t.userWithRole('admin');
    const make = async (extra: Record<string, unknown>) =>
      (await json(await t.call('POST', '/api/property/projects', { token, body: projectInput(extra) }))).data.id;
    expect((await json(await t.call('GET', '/api/public/property/projects?kind=commercial'))).data).toEqual([]);
    await make({});
    await make({ kind: 'commercial', published: false, name: { en: 'Hidden Arena' } });
    const arena = await make({ kind: 'commercial', name: { en: 'Arena Mall' } });
    const list = (await json(await t.call('GET', '/api/public/property/projects?kind=commercial'))).data;
    expect(list.map((p: { id: number }) => p.id)).toEqual([arena]);
    expect((await t.call('GET', '/api/public/property/projects?kind=arena')).status).toBe(422);
  });

  it('layouts group the apartments by rooms, area and plan, with the lowest free price and the free count', async () => {
    const { token } = await t.userWithRole('admin');
    // 2 sections × 2 floors × 2 flats: flats 1 are 1-room 50 m², flats 2 are 2-room 70 m² (4 of each).
    const { projectId, buildingId } = await projectWithBuilding(t, token, 2, 2, 2);
    const units = (await json(await t.call('GET', `/api/public/property/buildings/${buildingId}`))).data.units as {
      id: number;
      rooms: number;
      price: number;
    }[];
    const twoRoom = units.filter((u) => u.rooms === 2);
    await t.call('POST', '/api/property/units/status', { token, body: { unit_ids: [twoRoom[0]!.id], status: 'sold' } });
    await device(t, '').push('property.lead', {
      client_record_id: crypto.randomUUID(),
      form: bookingForm(twoRoom[1]!.id, undefined, provenContact(t.db)),
    });
    // A shop in the same building is not an apartment layout.
    await t.call('POST', '/api/property/buildings', {
      token,
      body: {
        project_id: projectId,
        name: 'Block B',
        units: [
          { ...generatedCells(1, 1, 1)[0]!, kind: 'commercial', area: 120 },
          { ...generatedCells(1, 1, 2)[1]!, price: 1 },
        ],
      },
    });

    const layouts = (await json(await t.call('GET', `/api/public/property/projects/${projectId}`))).data.layouts;
    expect(layouts).toEqual([
      expect.objectContaining({ rooms: 1, area: 50, price_from: 50 * 550_000, available: 4, total: 4 }),
      expect.objectContaining({ rooms: 2, area: 70, price_from: 1, available: 3, total: 5 }),
    ]);
    expect(layouts[1].buildings).toEqual([
      { id: buildingId, name: 'Block A', available: 2 },
      { id: expect.any(Number), name: 'Block B', available: 1 },
    ]);
    // The sold and the held flats are not free; counted in the total all the same.
    expect(t.db.select().from(propertyLeads).where(eq(propertyLeads.unitId, twoRoom[1]!.id)).get()!.outcome).toBe(
      'reserved',
    );
  });
});
