/**
 * The Kazakhstan IIN (individual identification number): 12 digits, YYMMDD, a century/sex digit,
 * four serial digits and a check digit. Shared by the form, the outbox and the server.
 */

const FIRST_WEIGHTS = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11] as const;
const SECOND_WEIGHTS = [3, 4, 5, 6, 7, 8, 9, 10, 11, 1, 2] as const;

const weighted = (digits: string, weights: readonly number[]) =>
  weights.reduce((sum, w, i) => sum + w * Number(digits[i]), 0) % 11;

/** True when the first weighting gives 10 and the check digit comes from the second one. */
export const usesSecondWeights = (first11: string) => weighted(first11, FIRST_WEIGHTS) === 10;

/** The check digit for the first 11 digits, or null when both weightings give 10 (no valid IIN). */
export function iinCheckDigit(first11: string): number | null {
  const first = weighted(first11, FIRST_WEIGHTS);
  if (first !== 10) return first;
  const second = weighted(first11, SECOND_WEIGHTS);
  return second === 10 ? null : second;
}

/** Appends the check digit (tests use this to make valid IINs), or null when none exists. */
export function withCheckDigit(first11: string): string | null {
  const check = iinCheckDigit(first11);
  return check === null ? null : `${first11}${check}`;
}

export type Gender = 'male' | 'female';

/** Century by digit 7: 1/2 → 1800s, 3/4 → 1900s, 5/6 → 2000s; odd is male, even female. */
const CENTURY: Record<string, number> = { '1': 1800, '2': 1800, '3': 1900, '4': 1900, '5': 2000, '6': 2000 };

export const isRealDate = (y: number, m: number, d: number) => {
  const date = new Date(Date.UTC(y, m - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
};

export interface IinFacts {
  birthday: string; // YYYY-MM-DD
  gender: Gender;
}

export type IinProblem = 'format' | 'century' | 'date' | 'checksum';

/** What is wrong with an IIN, or its birthday and gender when it is valid. */
export function checkIin(iin: string): { ok: true; facts: IinFacts } | { ok: false; problem: IinProblem } {
  if (!/^\d{12}$/.test(iin)) return { ok: false, problem: 'format' };
  const base = CENTURY[iin[6]!];
  if (base === undefined) return { ok: false, problem: 'century' };
  const y = base + Number(iin.slice(0, 2));
  const m = Number(iin.slice(2, 4));
  const d = Number(iin.slice(4, 6));
  if (!isRealDate(y, m, d)) return { ok: false, problem: 'date' };
  if (iinCheckDigit(iin.slice(0, 11)) !== Number(iin[11])) return { ok: false, problem: 'checksum' };
  const birthday = `${y}-${iin.slice(2, 4)}-${iin.slice(4, 6)}`;
  return { ok: true, facts: { birthday, gender: Number(iin[6]) % 2 === 1 ? 'male' : 'female' } };
}

export const isValidIin = (iin: string) => checkIin(iin).ok;

/** Full years between an ISO birthday and an ISO day (the day of registration). */
export function ageOn(birthday: string, day: string): number {
  const [by, bm, bd] = birthday.split('-').map(Number) as [number, number, number];
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return y - by - (m < bm || (m === bm && d < bd) ? 1 : 0);
}
