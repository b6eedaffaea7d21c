import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { AKIM_NUMBERS, contestAkimSchema, contestWindow } from '../../contract/contest.ts';
import { isValidIin } from '../../contract/iin.ts';
import { fieldErrors } from '../../contract/errors.ts';

const akim = (over: Record<string, unknown> = {}) => ({
  form: 'akim',
  record_id: randomUUID(),
  nomination_id: 9,
  full_name: 'Ерлан Қасымов',
  iin: '900101300007',
  phone: '77011234567',
  password: 'secret-pass',
  in_project: true,
  has_cooperative: true,
  akim_full_name: 'Ерлан Қасымов',
  akim_photo: [randomUUID()],
  region_id: '100000000',
  district_id: '103200000',
  rural_district_id: '103230000',
  office_start_date: '2022-03-01',
  ...Object.fromEntries(AKIM_NUMBERS.map((k) => [k, 0])),
  produced_unit: 't',
  processed_unit: 't',
  sales_unit: 'kzt',
  engineering_rating: 3,
  ...over,
});

describe('the akim form', () => {
  it('names each figure above zero that has no confirmation document, and only those', () => {
    const r = contestAkimSchema.safeParse(
      akim({ entrepreneurs: 12, microloans_total: 5_000_000, confirmations: { entrepreneurs: [randomUUID()] } }),
    );
    expect(r.success).toBe(false);
    expect(fieldErrors(r.error!)).toEqual({ 'confirmations.microloans_total': ['contest.akim.confirmation_required'] });
  });

  it('keeps the repeatable list of cooperatives with name, volume and people', () => {
    const r = contestAkimSchema.safeParse(akim({ cooperatives: [{ name: 'Береке', volume: '40 т', people: '12' }] }));
    expect(r.success && r.data.cooperatives).toEqual([{ name: 'Береке', volume: '40 т', people: 12 }]);
  });

  it('takes the place as KATO codes from the selects; a region typed as text is not one', () => {
    const r = contestAkimSchema.safeParse(akim());
    expect(r.success && [r.data.region_id, r.data.district_id, r.data.rural_district_id]).toEqual([
      100000000, 103200000, 103230000,
    ]);
    const typed = contestAkimSchema.safeParse(akim({ region_id: undefined, region: 'Абай', district_id: '' }));
    expect(fieldErrors(typed.error!)).toEqual({
      region_id: ['validation.required'],
      district_id: ['validation.required'],
    });
  });
});

describe('IIN and window', () => {
  it('accepts an IIN only with a correct check digit', () => {
    const valid = Array.from({ length: 10 }, (_, c) => `90010130000${c}`).filter(isValidIin);
    expect(valid).toHaveLength(1);
    expect(isValidIin('90010130000')).toBe(false);
  });

  it('runs the window from 00:00 on the first day to 24:00 on the last, Kazakhstan time', () => {
    const w = contestWindow({ year: 2026, opens_on: '2026-10-28', closes_on: '2026-11-10', grace_hours: 72 });
    expect(new Date(w.opensAt).toISOString()).toBe('2026-10-27T19:00:00.000Z');
    expect(new Date(w.closesAt).toISOString()).toBe('2026-11-10T19:00:00.000Z');
    expect(w.graceUntil - w.closesAt).toBe(72 * 3600_000);
  });
});
