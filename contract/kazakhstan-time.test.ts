import { describe, expect, it } from 'vitest';
import { DAY_MS, KZ_TIME_ZONE, kzDayStart, kzLocalTime, todayInKazakhstan } from './kazakhstan-time.ts';

describe('Kazakhstan time (UTC+5)', () => {
  it('today turns over at local midnight, 19:00 UTC', () => {
    expect(todayInKazakhstan(new Date('2026-03-01T18:59:59Z'))).toBe('2026-03-01');
    expect(todayInKazakhstan(new Date('2026-03-01T19:00:00Z'))).toBe('2026-03-02');
  });

  it('a day starts at 19:00 UTC the day before and lasts 24 hours', () => {
    expect(new Date(kzDayStart('2026-03-02')).toISOString()).toBe('2026-03-01T19:00:00.000Z');
    expect(new Date(kzDayStart('2026-03-02') + DAY_MS).toISOString()).toBe('2026-03-02T19:00:00.000Z');
    expect(todayInKazakhstan(new Date(kzDayStart('2026-03-02')))).toBe('2026-03-02');
    expect(todayInKazakhstan(new Date(kzDayStart('2026-03-02') + DAY_MS - 1))).toBe('2026-03-02');
  });

  it('formats an instant as local wall-clock time', () => {
    expect(kzLocalTime(Date.parse('2026-01-31T20:30:00Z'))).toBe('2026-02-01 01:30');
  });

  it('the Intl zone agrees with the offset', () => {
    const at = Date.parse('2026-06-30T19:30:00Z');
    const shown = new Intl.DateTimeFormat('en-CA', {
      timeZone: KZ_TIME_ZONE,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    }).format(at);
    expect(shown.replace(',', '')).toBe(kzLocalTime(at));
  });
});
