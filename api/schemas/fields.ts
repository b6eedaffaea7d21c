/** Field rules shared by every form, the outbox and the API. Messages are catalog ids. */
import { z } from 'zod';

/** Digits only, with the domestic 8 prefix read as +7: "+7 (701) 123-45-67" → "77011234567". */
export function normalizePhone(input: string): string {
  const digits = input.replace(/\D/g, '');
  return digits.length === 11 && digits.startsWith('8') ? `7${digits.slice(1)}` : digits;
}

export const phone = z
  .string()
  .transform(normalizePhone)
  .refine((v) => /^7\d{10}$/.test(v), 'validation.phone.invalid');

export const password = z.string().min(6, 'validation.password.min');
