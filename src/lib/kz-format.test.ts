// The device sits in New York (UTC−5, ten hours behind Kazakhstan) before anything reads the zone:
// every date below must still be the Kazakh one.
process.env.TZ = 'America/New_York';

import { createIntl } from 'react-intl';
import { describe, expect, it } from 'vitest';
import { formatDate, formatDateRange, formatMoney } from './kz-format.ts';

const intl = (locale: string) => createIntl({ locale, messages: {} });
// ICU versions differ in which space they put before "г." or between digit groups.
const plain = (s: string) => s.replace(/\s/g, ' ');
// 00:30 on 1 December in Kazakhstan is still 30 November on the device.
const justAfterKzMidnight = Date.parse('2026-11-30T19:30:00Z');

describe('dates are read in Kazakhstan time on a device set elsewhere', () => {
  it('the device itself is in New York and sees the previous day', () => {
    expect(new Date(justAfterKzMidnight).getDate()).toBe(30);
  });

  it('an instant just after midnight in Kazakhstan shows the Kazakh day, in each language', () => {
    expect(plain(formatDate(intl('ru'), justAfterKzMidnight))).toBe('1 декабря 2026 г.');
    expect(plain(formatDate(intl('en'), justAfterKzMidnight))).toBe('December 1, 2026');
    expect(plain(formatDate(intl('kk'), new Date(justAfterKzMidnight).toISOString()))).toMatch(/1 желтоқсан/);
    expect(plain(formatDate(intl('ru'), justAfterKzMidnight, 'shortDateTime'))).toBe('01.12.2026, 00:30');
  });

  it('a calendar day is that day, never the one before', () => {
    expect(plain(formatDate(intl('ru'), '2026-12-01'))).toBe('1 декабря 2026 г.');
    expect(plain(formatDate(intl('en'), '1975-06-15', 'shortDay'))).toBe('Jun 15, 1975');
  });

  it('a span says the shared month and year once', () => {
    expect(plain(formatDateRange(intl('ru'), '2026-12-01', '2026-12-05'))).toBe('1–5 декабря 2026 г.');
    expect(plain(formatDateRange(intl('en'), '2026-12-01', '2026-12-05'))).toBe('December 1 – 5, 2026');
  });

  it('no date shows as a dash, not as "Invalid Date" or a raw value', () => {
    expect(plain(formatDate(intl('kk'), null))).toBe('—');
    expect(plain(formatDate(intl('kk'), ''))).toBe('—');
    expect(plain(formatDate(intl('kk'), 'soon'))).toBe('—');
  });
});

describe('money is tenge with ₸ in every language', () => {
  it.each([
    ['kk', '1 000 000 ₸'],
    ['ru', '1 000 000 ₸'],
    ['en', '1,000,000 ₸'],
    ['zh', '1,000,000 ₸'],
  ])('%s: %s', (locale, shown) => {
    expect(plain(formatMoney(intl(locale), 1_000_000))).toBe(shown);
  });

  it('whole tenge only', () => {
    expect(plain(formatMoney(intl('en'), 1234.56))).toBe('1,235 ₸');
  });
});
