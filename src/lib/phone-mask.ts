/**
 * The +7 phone mask, as pure functions (components/ui/phone-input.tsx draws it). A person types or
 * pastes a number any way Kazakhstan writes one — "8 701 …", "+7 (701) …", "7011234567" — and sees
 * "+7 (701) 123-45-67"; the form keeps "77011234567", the digits the schemas store (contract/fields.ts).
 */

/** The ten digits after +7 found in what was typed (fewer while typing). */
export function nationalDigits(typed: string): string {
  const digits = typed.replace(/\D/g, '');
  let national: string;
  if (/^\s*\+\s*7/.test(typed)) national = digits.slice(1);
  else if (digits.length === 11 && /^[78]/.test(digits)) national = digits.slice(1);
  else if (digits.startsWith('8'))
    national = digits.slice(1); // the domestic prefix, no number starts with it
  else national = digits;
  // "+7 (" was shown and the person typed the country code again: the eleventh digit tells.
  if (national.length === 11 && /^[78]/.test(national)) national = national.slice(1);
  return national.slice(0, 10);
}

/** What the form keeps for what was typed: "7" and the digits, or '' when there are none. */
export const phoneValue = (typed: string) => {
  const national = nationalDigits(typed);
  return national ? `7${national}` : '';
};

/** The national digits of a value the form holds: its own "7…" digits, or anything typed before the mask. */
const nationalOfValue = (value: string) => (/^7\d{0,10}$/.test(value) ? value.slice(1) : nationalDigits(value));

/** "+7 (701) 123-45-67" for the digits so far ('' for none). */
export function formatNational(d: string): string {
  if (!d) return '';
  let out = `+7 (${d.slice(0, 3)}`;
  if (d.length > 3) out += `) ${d.slice(3, 6)}`;
  if (d.length > 6) out += `-${d.slice(6, 8)}`;
  if (d.length > 8) out += `-${d.slice(8, 10)}`;
  return out;
}

export const formatPhone = (value: string | null | undefined) => formatNational(nationalOfValue(value ?? ''));

/** Where the caret goes in `shown` to stand after its `n`-th national digit. */
export function caretAfter(shown: string, n: number): number {
  if (n <= 0) return Math.min(shown.length, 4); // after "+7 ("
  let seen = 0;
  for (let i = 4; i < shown.length; i++) if (/\d/.test(shown[i]!) && ++seen === n) return i + 1;
  return shown.length;
}

/**
 * An edit of the shown text, as the national digits it leaves and how many stand before the caret.
 * Deleting a bracket, space or dash deletes the digit beside it: the mask would only draw it again.
 */
export function editPhone(
  before: string,
  typed: string,
  caret: number,
  deleting: 'back' | 'forward' | null,
): { national: string; caretDigits: number } {
  const national = nationalDigits(typed);
  let caretDigits = nationalDigits(typed.slice(0, caret)).length;
  const had = nationalOfValue(phoneValue(before));
  if (deleting && national === had && had) {
    const at = deleting === 'back' ? caretDigits - 1 : caretDigits;
    if (at >= 0 && at < had.length) {
      caretDigits = deleting === 'back' ? at : caretDigits;
      return { national: had.slice(0, at) + had.slice(at + 1), caretDigits };
    }
  }
  return { national, caretDigits: Math.min(caretDigits, national.length) };
}

/** A stored phone as people read it: a whole Kazakh number drawn as the mask draws it, anything else as stored. */
export function displayPhone(stored: string): string {
  const national = nationalDigits(stored);
  return national.length === 10 ? formatNational(national) : stored;
}

/** The `tel:` link of a stored phone, in the international form every dialler takes. */
export function telHref(stored: string): string {
  const national = nationalDigits(stored);
  return national.length === 10 ? `tel:+7${national}` : `tel:${stored.replace(/[^\d+]/g, '')}`;
}
