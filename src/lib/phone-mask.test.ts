import { describe, expect, it } from 'vitest';
import { normalizePhone } from '../../contract/fields.ts';
import {
  caretAfter,
  displayPhone,
  editPhone,
  formatNational,
  formatPhone,
  nationalDigits,
  phoneValue,
  telHref,
} from './phone-mask.ts';

/** Types `keys` one by one at the end, as a person does: each keystroke's text goes through the mask. */
function typeInto(keys: string): string {
  let shown = '';
  for (const k of keys) {
    const typed = shown + k;
    const { national } = editPhone(shown, typed, typed.length, null);
    shown = national ? formatNational(national) : '+7 (';
  }
  return shown;
}

describe('the +7 phone mask', () => {
  it('draws a number typed or pasted any usual way as +7 (XXX) XXX-XX-XX', () => {
    for (const typed of ['87011234567', '+7 701 123 45 67', '77011234567', '7011234567', '+7(701)123-45-67'])
      expect(formatNational(nationalDigits(typed)), typed).toBe('+7 (701) 123-45-67');
  });

  it('keeps the digits the schema stores, and the schema reads them back unchanged', () => {
    expect(phoneValue('+7 (701) 123-45-67')).toBe('77011234567');
    expect(normalizePhone(phoneValue('8 701 123 45 67'))).toBe('77011234567');
    expect(phoneValue('')).toBe('');
    expect(phoneValue('8')).toBe(''); // the domestic prefix alone is no number yet
  });

  it('typing digit by digit after the shown +7 gives the number, with or without the country code typed', () => {
    expect(typeInto('7011234567')).toBe('+7 (701) 123-45-67');
    expect(typeInto('87011234567')).toBe('+7 (701) 123-45-67');
    expect(typeInto('77011234567')).toBe('+7 (701) 123-45-67');
  });

  it('draws a value saved before the mask existed', () => {
    expect(formatPhone('+7 (701) 123-45-67')).toBe('+7 (701) 123-45-67');
    expect(formatPhone('7701')).toBe('+7 (701');
    expect(formatPhone(null)).toBe('');
  });

  it('backspace over a dash deletes the digit before it, and the caret stays there', () => {
    const before = '+7 (701) 123-45-67';
    const typed = '+7 (701) 12345-67'; // the dash after "123" was deleted
    const edit = editPhone(before, typed, 12, 'back');
    expect(edit.national).toBe('701124567');
    expect(caretAfter(formatNational(edit.national), edit.caretDigits)).toBe(11); // after "+7 (701) 12"
  });

  it('puts the caret after the digit just typed in the middle', () => {
    const before = '+7 (701) 123-45-6';
    const typed = '+7 (7019) 123-45-6'; // a 9 typed after "701"
    const edit = editPhone(before, typed, 8, null);
    expect(formatNational(edit.national)).toBe('+7 (701) 912-34-56');
    expect(caretAfter(formatNational(edit.national), edit.caretDigits)).toBe(10); // after "+7 (701) 9"
  });
});

describe('a stored phone on the public site', () => {
  it('a number kept as the mask keeps it reads as the mask drew it, and dials internationally', () => {
    expect(displayPhone('77172123456')).toBe('+7 (717) 212-34-56');
    expect(displayPhone('+7 701 000 00 11')).toBe('+7 (701) 000-00-11'); // typed before the mask
    expect(telHref('77172123456')).toBe('tel:+77172123456');
  });

  it('anything that is not a whole Kazakh number is shown and dialled as it was saved', () => {
    expect(displayPhone('1414')).toBe('1414');
    expect(telHref('1414')).toBe('tel:1414');
  });
});
