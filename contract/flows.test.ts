import { describe, expect, it } from 'vitest';
import { fieldErrors } from './errors.ts';
import { flowSchema } from './flows.ts';

const flow = {
  start_date: '2026-03-02',
  end_date: '2026-03-06',
  region_id: '110000000',
  district_id: '111000000',
  capacity: '70',
};

describe('the flow schema uses the shared field rules', () => {
  it('an empty date or place says "required", not "invalid format"', () => {
    const r = flowSchema.safeParse({ ...flow, start_date: '', end_date: undefined, region_id: '', district_id: null });
    expect(fieldErrors(r.error!)).toEqual({
      start_date: ['validation.required'],
      end_date: ['validation.required'],
      region_id: ['validation.required'],
      district_id: ['validation.required'],
    });
  });

  it('a date typed the wrong way says so, and the end may not come before the start', () => {
    expect(fieldErrors(flowSchema.safeParse({ ...flow, start_date: '02.03.2026' }).error!)).toEqual({
      start_date: ['validation.date.format'],
    });
    expect(fieldErrors(flowSchema.safeParse({ ...flow, end_date: '2026-03-01' }).error!)).toEqual({
      end_date: ['validation.flow.end_before_start'],
    });
  });

  it('accepts what the form holds and gives numbers for the places', () => {
    expect(flowSchema.parse(flow)).toMatchObject({ region_id: 110000000, district_id: 111000000, capacity: 70 });
  });
});
