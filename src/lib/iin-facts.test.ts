import { describe, expect, it } from 'vitest';
import { withCheckDigit } from '../../contract/iin.ts';
import { iinFill } from './iin-facts.ts';

const woman1985 = withCheckDigit('85030240001')!; // 2 March 1985, 4: a woman born in the 1900s
const man2001 = withCheckDigit('01121550002')!; // 15 December 2001, 5: a man born in the 2000s

describe('a valid IIN fills the birth date and gender', () => {
  it('fills both when they are empty', () => {
    expect(iinFill('', woman1985, { birthday: '', gender: '' })).toEqual({ birthday: '1985-03-02', gender: 'female' });
    expect(iinFill('0112', man2001, { birthday: '', gender: '' })).toEqual({ birthday: '2001-12-15', gender: 'male' });
  });

  it('never overwrites a date or gender the person chose', () => {
    expect(iinFill('', woman1985, { birthday: '1985-03-03', gender: 'male' })).toEqual({});
  });

  it('a corrected IIN replaces what the previous one filled', () => {
    expect(iinFill(woman1985, man2001, { birthday: '1985-03-02', gender: 'female' })).toEqual({
      birthday: '2001-12-15',
      gender: 'male',
    });
    // the person changed the date after the first IIN: only the gender follows the new IIN
    expect(iinFill(woman1985, man2001, { birthday: '1985-04-01', gender: 'female' })).toEqual({ gender: 'male' });
  });

  it('an IIN still being typed, or a wrong one, fills nothing', () => {
    expect(iinFill('', woman1985.slice(0, 11), { birthday: '', gender: '' })).toEqual({});
    expect(
      iinFill('', `${woman1985.slice(0, 11)}${(Number(woman1985[11]) + 1) % 10}`, { birthday: '', gender: '' }),
    ).toEqual({});
  });
});
