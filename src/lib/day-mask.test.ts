import { describe, expect, it } from 'vitest';
import { dayText, isoDay, maskDay } from './day-mask.ts';

describe('a date is typed and shown as dd.mm.yyyy while the form keeps yyyy-mm-dd', () => {
  it('shows the ISO day the form holds as dd.mm.yyyy', () => {
    expect(dayText('2026-12-01')).toBe('01.12.2026');
    expect(dayText('')).toBe('');
    expect(dayText(undefined)).toBe('');
  });

  it('puts the dots in as the digits are typed', () => {
    expect(maskDay('0')).toBe('0');
    expect(maskDay('01')).toBe('01');
    expect(maskDay('011')).toBe('01.1');
    expect(maskDay('0112')).toBe('01.12');
    expect(maskDay('01122026')).toBe('01.12.2026');
    expect(maskDay('01.12.2026')).toBe('01.12.2026');
  });

  it('keeps a dot typed after a whole day or month, and drops letters and extra digits', () => {
    expect(maskDay('01.')).toBe('01.');
    expect(maskDay('01.12.')).toBe('01.12.');
    expect(maskDay('0a1b1c2')).toBe('01.12');
    expect(maskDay('011220261')).toBe('01.12.2026');
  });

  it('a dot, dash or slash after one digit closes the day or month', () => {
    expect(maskDay('1.3.2026')).toBe('01.03.2026');
    expect(maskDay('1/3/2026')).toBe('01.03.2026');
    expect(maskDay('15.6.1975')).toBe('15.06.1975');
  });

  it('takes a pasted ISO day as that day', () => {
    expect(maskDay('2026-12-01')).toBe('01.12.2026');
    expect(maskDay(' 1975-06-15 ')).toBe('15.06.1975');
  });

  it('gives the ISO day only for a whole, real date', () => {
    expect(isoDay('01.12.2026')).toBe('2026-12-01');
    expect(isoDay('29.02.2024')).toBe('2024-02-29');
    expect(isoDay('29.02.2026')).toBeNull();
    expect(isoDay('31.04.2026')).toBeNull();
    expect(isoDay('01.13.2026')).toBeNull();
    expect(isoDay('01.12')).toBeNull();
  });
});
