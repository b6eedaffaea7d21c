import { describe, expect, it } from 'vitest';
import { registrationForm } from '../tests/support/registration-data.ts';
import { fieldErrors } from './errors.ts';
import { registrationSchema, registrationSteps, selfFormSchema } from './registration.ts';

describe('the registration schema', () => {
  it('accepts what the form holds (strings, empty optional fields) and its own output again', () => {
    const typed = registrationForm({
      has_loans: 'no',
      loans_count: '',
      loans_amount: '',
      loans_overdue: '',
      phone_2: '',
    });
    const once = registrationSchema.parse({ ...typed, rural_okrug_id: '' });
    expect(once).toMatchObject({ has_loans: false, family_members: 4, phone_2: null, region_id: 110000000 });
    expect(registrationSchema.parse(JSON.parse(JSON.stringify(once)))).toEqual(once);
  });

  it('requires loan details only when there are loans', () => {
    const r = registrationSchema.safeParse(registrationForm({ has_loans: 'yes', loans_count: '', loans_overdue: '' }));
    expect(r.success).toBe(false);
    expect(fieldErrors(r.error!)).toEqual({
      loans_count: ['validation.required'],
      loans_overdue: ['validation.required'],
    });
  });

  it('gives the seed messages: wrong IIN, incorrect phone, date format, ticks, short password', () => {
    const r = selfFormSchema.safeParse({
      ...registrationForm({ iin: '900517300000', phone: '123', birthday: '17.05.1990', offline_only: false }),
      password: '123',
    });
    expect(fieldErrors(r.error!)).toMatchObject({
      iin: ['validation.iin.invalid'],
      phone: ['validation.phone.invalid'],
      birthday: ['validation.date.format'],
      offline_only: ['validation.tick.required'],
      password: ['validation.password.min'],
    });
  });

  it('checks a step by its own fields, including birthday and gender against the IIN', () => {
    const personal = registrationSteps[0].schema.safeParse({ ...registrationForm(), birthday: '1991-05-17' });
    expect(fieldErrors(personal.error!)).toEqual({ birthday: ['validation.birthday.invalid'] });
  });

  it('says "required" for an empty IIN and an empty birth date, not "wrong IIN" or "invalid format"', () => {
    const personal = registrationSteps[0].schema.safeParse({ ...registrationForm(), iin: ' ', birthday: '' });
    expect(fieldErrors(personal.error!)).toMatchObject({
      iin: ['validation.required'],
      birthday: ['validation.required'],
    });
  });

  it('says "required" for an empty phone and "incorrect" for a short one', () => {
    const contacts = registrationSteps[1].schema.safeParse({ ...registrationForm(), phone: '' });
    expect(fieldErrors(contacts.error!)).toMatchObject({ phone: ['validation.required'] });
    const short = registrationSteps[1].schema.safeParse({ ...registrationForm(), phone: '7701' });
    expect(fieldErrors(short.error!)).toMatchObject({ phone: ['validation.phone.invalid'] });
  });
});
