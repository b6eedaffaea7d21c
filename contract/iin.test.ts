import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { normalizePhone, phone } from './fields.ts';
import { checkIin, iinCheckDigit, isValidIin, usesSecondWeights, withCheckDigit } from './iin.ts';

const pad = (n: number, w = 2) => String(n).padStart(w, '0');
const CENTURY_DIGITS = { 1800: ['1', '2'], 1900: ['3', '4'], 2000: ['5', '6'] } as const;

/** First 11 digits of a plausible IIN: a real date, a matching century/sex digit, any serial. */
const first11 = fc
  .record({
    date: fc.date({ min: new Date('1850-01-01'), max: new Date('2099-12-31'), noInvalidDate: true }),
    female: fc.boolean(),
    serial: fc.integer({ min: 0, max: 9999 }),
  })
  .map(({ date, female, serial }) => {
    const y = date.getUTCFullYear();
    const century = (Math.floor(y / 100) * 100) as 1800 | 1900 | 2000;
    const sex = CENTURY_DIGITS[century][female ? 1 : 0];
    return `${pad(y % 100)}${pad(date.getUTCMonth() + 1)}${pad(date.getUTCDate())}${sex}${pad(serial, 4)}`;
  });

const validIin = first11.map(withCheckDigit).filter((v): v is string => v !== null);

const replaceAt = (s: string, i: number, ch: string) => `${s.slice(0, i)}${ch}${s.slice(i + 1)}`;

describe('IIN check digit', () => {
  it('accepts generated valid IINs and reads birthday and sex from them', () => {
    fc.assert(
      fc.property(validIin, (iin) => {
        const r = checkIin(iin);
        expect(r.ok).toBe(true);
        if (r.ok) {
          expect(r.facts.birthday.slice(2, 4)).toBe(iin.slice(0, 2));
          expect(r.facts.gender).toBe(Number(iin[6]) % 2 ? 'male' : 'female');
        }
      }),
    );
  });

  it('rejects every change of the check digit', () => {
    fc.assert(
      fc.property(validIin, fc.integer({ min: 1, max: 9 }), (iin, delta) => {
        const changed = replaceAt(iin, 11, String((Number(iin[11]) + delta) % 10));
        expect(isValidIin(changed)).toBe(false);
      }),
    );
  });

  // Mod 11 with weights 1..10 on digits 1..10: each weight is invertible mod 11, so changing one such
  // digit (by 1..9) always changes the first weighted sum — and so the check digit — as long as
  // neither number falls back to the second weighting. Digit 11 has weight 11 ≡ 0, and a change that
  // lands on (or leaves) the fallback can yield the same check digit: those are NOT guaranteed.
  it('rejects a change of one of digits 1–10 when neither number falls back to the second weighting', () => {
    fc.assert(
      fc.property(validIin, fc.integer({ min: 0, max: 9 }), fc.integer({ min: 1, max: 9 }), (iin, pos, delta) => {
        const changed = replaceAt(iin, pos, String((Number(iin[pos]) + delta) % 10));
        fc.pre(!usesSecondWeights(iin.slice(0, 11)) && !usesSecondWeights(changed.slice(0, 11)));
        expect(isValidIin(changed)).toBe(false);
      }),
    );
  });

  it('gives no check digit when both weightings give 10', () => {
    // 11 digits whose both weighted sums are 10 mod 11 exist; such numbers are never valid IINs.
    const none = fc.sample(fc.stringMatching(/^\d{11}$/), 20_000).find((d) => iinCheckDigit(d) === null);
    expect(none).toBeDefined();
    for (let c = 0; c <= 9; c++) expect(isValidIin(`${none}${c}`)).toBe(false);
  });

  it('rejects impossible dates', () => {
    const impossible = fc.oneof(
      fc.record({ m: fc.constantFrom(0, 13, 14, 99), d: fc.integer({ min: 1, max: 28 }) }),
      fc.record({ m: fc.integer({ min: 1, max: 12 }), d: fc.constantFrom(0, 32, 45, 99) }),
      fc.record({ m: fc.constantFrom(4, 6, 9, 11), d: fc.constant(31) }),
      fc.record({ m: fc.constant(2), d: fc.constantFrom(30, 31) }),
    );
    fc.assert(
      fc.property(impossible, fc.integer({ min: 0, max: 99 }), fc.constantFrom('3', '4', '5'), ({ m, d }, y, c) => {
        const head = `${pad(y)}${pad(m)}${pad(d)}${c}0001`;
        for (let check = 0; check <= 9; check++)
          expect(checkIin(`${head}${check}`)).toEqual({ ok: false, problem: 'date' });
      }),
    );
    // 29 February only in leap years: 2001 is not one, 2000 is.
    for (let check = 0; check <= 9; check++)
      expect(checkIin(`01022950001${check}`)).toEqual({ ok: false, problem: 'date' });
    expect(isValidIin(withCheckDigit('00022950001')!)).toBe(true);
  });

  it('rejects century digits 0 and 7–9', () => {
    fc.assert(
      fc.property(validIin, fc.constantFrom('0', '7', '8', '9'), (iin, c) => {
        const head = replaceAt(iin, 6, c).slice(0, 11);
        for (let check = 0; check <= 9; check++)
          expect(checkIin(`${head}${check}`)).toEqual({ ok: false, problem: 'century' });
      }),
    );
  });

  it('rejects anything that is not 12 digits', () => {
    fc.assert(
      fc.property(fc.string(), (s) => {
        fc.pre(!/^\d{12}$/.test(s));
        expect(isValidIin(s)).toBe(false);
      }),
    );
  });
});

describe('phone normalisation', () => {
  it('strips everything but digits and reads a leading 8 as +7', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^\d{10}$/), fc.constantFrom('+7', '7', '8', '+7 '), (rest, prefix) => {
        const masked = `${prefix} (${rest.slice(0, 3)}) ${rest.slice(3, 6)}-${rest.slice(6, 8)}-${rest.slice(8)}`;
        expect(normalizePhone(masked)).toBe(`7${rest}`);
        expect(phone.parse(masked)).toBe(`7${rest}`);
      }),
    );
  });

  it('rejects numbers that are not +7 and ten digits', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^\d{0,15}$/), (digits) => {
        fc.pre(!/^[78]\d{10}$/.test(digits));
        expect(phone.safeParse(digits).success).toBe(false);
      }),
    );
  });
});
