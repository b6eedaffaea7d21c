/**
 * The build cuts date-range patterns and zone names out of formatjs' date data (vite-plugins/
 * lean-intl-polyfills.ts). On a browser without Kazakh data, dates must still read as before.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { beforeAll, describe, expect, it } from 'vitest';
import { trimDateData } from '../../../vite-plugins/lean-intl-polyfills.ts';
import { KZ_TIME_ZONE } from '../../../contract/kazakhstan-time.ts';
import zones from './kz-time-zones.gen.json';

const require = createRequire(import.meta.url);
const source = (locale: string) =>
  readFileSync(require.resolve(`@formatjs/intl-datetimeformat/locale-data/${locale}.js`), 'utf8');

interface PolyfilledDateTimeFormat {
  __addTZData(data: unknown): void;
}

beforeAll(async () => {
  await import('@formatjs/intl-datetimeformat/polyfill-force.js');
  (Intl.DateTimeFormat as unknown as PolyfilledDateTimeFormat).__addTZData(zones);
  for (const locale of ['kk', 'ru']) {
    const trimmed = trimDateData(source(locale));
    expect(trimmed, `${locale} data in the expected shape`).not.toBeNull();
    new Function(trimmed!)();
  }
});

describe('date data without ranges and zone names', () => {
  it('is less than half the size', () => {
    expect(trimDateData(source('kk'))!.length).toBeLessThan(source('kk').length / 2);
  });

  it('still writes Kazakh and Russian dates and times in Almaty', () => {
    const date = new Date(Date.UTC(2026, 10, 23, 9, 5));
    const long = (locale: string) =>
      new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeStyle: 'short', timeZone: 'Asia/Almaty' }).format(date);
    expect(long('kk')).toContain('қараша');
    expect(long('kk')).toContain('14:05');
    expect(long('ru')).toContain('ноября');
    expect(new Intl.DateTimeFormat('kk', { month: 'long', timeZone: 'UTC' }).format(date)).toBe('Қараша');
  });

  it("formats in the app's fixed Kazakhstan zone, not only in the cities' (else the page shows an epoch)", () => {
    const justAfterMidnight = new Date(Date.UTC(2026, 10, 30, 19, 30));
    const day = new Intl.DateTimeFormat('ru', { day: 'numeric', month: 'long', timeZone: KZ_TIME_ZONE });
    expect(day.format(justAfterMidnight)).toBe('1 декабря');
  });

  it('falls back for what it no longer holds instead of failing', () => {
    const date = new Date(Date.UTC(2026, 10, 23, 9, 5));
    const zone = new Intl.DateTimeFormat('kk', { timeZone: 'Asia/Almaty', timeZoneName: 'short' }).format(date);
    expect(zone).toMatch(/GMT\+5|\+05/);
    const range = new Intl.DateTimeFormat('kk', { dateStyle: 'medium', timeZone: 'UTC' }).formatRange(
      date,
      new Date(Date.UTC(2026, 10, 25)),
    );
    expect(range).toContain('2026');
  });
});
