import { describe, expect, it } from 'vitest';
import { afterWorkingMinutes, daysOff, isWorkingDay, workingMinutes } from './working-clock.ts';

/** An instant by Kazakhstan wall-clock time (UTC+5). */
const kz = (local: string) => Date.parse(`${local}:00+05:00`);

describe('working-hours clock (ADR 094)', () => {
  it('Friday 17:30 → Monday: the half hour left on Friday, then Monday from 9:00', () => {
    expect(workingMinutes(kz('2026-11-20T17:30'), kz('2026-11-23T10:00'))).toBe(90);
    expect(afterWorkingMinutes(kz('2026-11-20T17:30'), 60)).toBe(kz('2026-11-23T09:30'));
    // Taken in on Saturday night: nothing counts until Monday 9:00.
    expect(workingMinutes(kz('2026-11-21T23:00'), kz('2026-11-23T09:00'))).toBe(0);
    expect(afterWorkingMinutes(kz('2026-11-21T23:00'), 8 * 60)).toBe(kz('2026-11-23T17:00'));
  });

  it('the end of the day: 18:00 is closed, an hour before midnight in Almaty is the next UTC day', () => {
    expect(workingMinutes(kz('2026-11-23T17:59'), kz('2026-11-23T23:59'))).toBe(1);
    expect(afterWorkingMinutes(kz('2026-11-23T17:00'), 60)).toBe(kz('2026-11-23T18:00'));
    expect(afterWorkingMinutes(kz('2026-11-23T17:00'), 61)).toBe(kz('2026-11-24T09:01'));
  });

  it('a holiday counts nothing: Constitution Day on Sunday 30 August 2026 makes Monday 31 a day off', () => {
    expect(isWorkingDay('2026-08-31')).toBe(false);
    expect(workingMinutes(kz('2026-08-28T17:00'), kz('2026-09-01T10:00'))).toBe(120);
    expect(afterWorkingMinutes(kz('2026-12-15T17:00'), 120)).toBe(kz('2026-12-17T10:00'));
  });

  it('a pause while the case waits for the client stops the clock; an open pause stops it for good', () => {
    const pause: [number, number] = [kz('2026-11-23T12:00'), kz('2026-11-24T09:30')];
    expect(workingMinutes(kz('2026-11-23T10:00'), kz('2026-11-24T10:00'), [pause])).toBe(150);
    expect(afterWorkingMinutes(kz('2026-11-23T10:00'), 180, [pause])).toBe(kz('2026-11-24T10:30'));
    expect(workingMinutes(kz('2026-11-23T10:00'), kz('2026-11-25T10:00'), [[kz('2026-11-23T11:00'), null]])).toBe(60);
  });

  it('the 2026 and 2027 days off, moved off weekends by the Labour Code (religious holidays stay)', () => {
    const list = (y: number) => [...daysOff(y)].filter((d) => isWorkingDay(d) === false).sort();
    expect(list(2026)).toEqual([
      '2026-01-01',
      '2026-01-02',
      '2026-01-07',
      '2026-03-08',
      '2026-03-09',
      '2026-03-21',
      '2026-03-22',
      '2026-03-23',
      '2026-03-24',
      '2026-03-25',
      '2026-05-01',
      '2026-05-07',
      '2026-05-09',
      '2026-05-11',
      '2026-05-27',
      '2026-07-06',
      '2026-08-30',
      '2026-08-31',
      '2026-10-25',
      '2026-10-26',
      '2026-12-16',
    ]);
    expect(list(2027)).toEqual([
      '2027-01-01',
      '2027-01-02',
      '2027-01-04',
      '2027-01-07',
      '2027-03-08',
      '2027-03-21',
      '2027-03-22',
      '2027-03-23',
      '2027-03-24',
      '2027-05-01',
      '2027-05-03',
      '2027-05-07',
      '2027-05-09',
      '2027-05-10',
      '2027-05-16',
      '2027-07-06',
      '2027-08-30',
      '2027-10-25',
      '2027-12-16',
    ]);
  });
});
