/** Field rules shared by every form, the outbox and the API. Messages are catalog ids. */
import { z } from 'zod';
import { checkIin } from './iin.ts';

/** Digits only, with the domestic 8 prefix read as +7: "+7 (701) 123-45-67" → "77011234567". */
export function normalizePhone(input: string): string {
  const digits = input.replace(/\D/g, '');
  return digits.length === 11 && digits.startsWith('8') ? `7${digits.slice(1)}` : digits;
}

/** A required phone: an empty one is "required", a wrong one "incorrect phone number". */
export const phone = z
  .string({ message: 'validation.required' })
  .transform(normalizePhone)
  .superRefine((v, ctx) => {
    if (!v) ctx.addIssue({ code: 'custom', message: 'validation.required' });
    else if (!/^7\d{10}$/.test(v)) ctx.addIssue({ code: 'custom', message: 'validation.phone.invalid' });
  });

export const password = z.string().min(6, 'validation.password.min');

/**
 * The token /api/verify-code gives for a phone its holder proved by SMS (ADR 133). A record carries it
 * where what it does needs the phone proven: a hold on a flat or a seat, a survey answer that counts
 * toward a person's outcome, an agro application that blocks its IIN.
 */
export const smsProof = z.string().min(10, 'validation.sms.verify_first').max(200).optional();

/** An optional phone: empty means none. */
export const optionalPhone = z
  .string()
  .transform(normalizePhone)
  .refine((v) => v === '' || /^7\d{10}$/.test(v), 'validation.phone.invalid')
  .transform((v) => (v === '' ? null : v))
  .or(z.null())
  .optional();

const emptyToUndefined = (v: unknown) => (v === '' || v === null ? undefined : v);
const toNumber = (v: unknown) => {
  const e = emptyToUndefined(v);
  return typeof e === 'string' ? Number(e.replace(/\s/g, '').replace(',', '.')) : e;
};
const toBoolean = (v: unknown) => (v === 'yes' ? true : v === 'no' ? false : emptyToUndefined(v));

const whole = (min: number, max: number) =>
  z
    .number({ message: 'validation.required' })
    .int('validation.number.whole')
    .min(min, 'validation.number.range')
    .max(max, 'validation.number.range');
const kato = z.number({ message: 'validation.required' }).int().positive('validation.required');
const bool = z.boolean({ message: 'validation.required' });

/** A whole number typed in a form ("12", 12); idempotent, so a parsed value parses again on the server. */
export const wholeNumber = (min: number, max: number) => z.preprocess(toNumber, whole(min, max));
/** The same, where an empty input means "not given". */
export const optionalWholeNumber = (min: number, max: number) => z.preprocess(toNumber, whole(min, max).optional());

/** A non-negative amount with up to two decimals ("12,5" sotka, 0.25 ha). */
export const decimal = (max: number) =>
  z.preprocess(
    toNumber,
    z
      .number({ message: 'validation.required' })
      .min(0, 'validation.number.range')
      .max(max, 'validation.number.range')
      .refine((v) => Math.abs(Math.round(v * 100) - v * 100) < 1e-6, 'validation.number.range'),
  );

/** A KATO code picked from a select ("111000000" or 111000000). */
export const katoId = z.preprocess(toNumber, kato);
export const optionalKatoId = z.preprocess(toNumber, kato.optional());

/** A yes/no answer from a select ("yes" | "no") or already a boolean. */
export const yesNo = z.preprocess(toBoolean, bool);
export const optionalYesNo = z.preprocess(toBoolean, bool.optional());

/** A tick that must be set (consents). */
export const requiredTick = z.preprocess((v) => v === true || v === 'on', z.literal(true, 'validation.tick.required'));

/** An ISO date typed or picked as YYYY-MM-DD. */
export const isoDate = z
  .string({ message: 'validation.required' })
  .min(1, { message: 'validation.required', abort: true }) // empty: "required" alone, not also "format"
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'validation.date.format');

/**
 * A person's IIN as typed (spaces dropped): an empty one is "required", a wrong one "wrong IIN" (the
 * check digit, the date and the century/gender digit must agree).
 */
export const iinField = z
  .string({ message: 'validation.required' })
  .transform((v) => v.replace(/\s/g, ''))
  .superRefine((v, ctx) => {
    if (!v) ctx.addIssue({ code: 'custom', message: 'validation.required' });
    else if (!checkIin(v).ok) ctx.addIssue({ code: 'custom', message: 'validation.iin.invalid' });
  });
