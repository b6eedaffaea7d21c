/** Six-digit one-time codes, kept only as salted SHA-256, compared in constant time. */
import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';

export const CODE_TTL_MS = 5 * 60_000;
export const CODE_MAX_ATTEMPTS = 5;
export const VERIFICATION_TTL_MS = 30 * 60_000;

export const newCode = () => String(randomInt(0, 1_000_000)).padStart(6, '0');

const digest = (salt: string, phone: string, code: string) =>
  createHash('sha256').update(`${salt}:${phone}:${code}`).digest('hex');

export function hashCode(phone: string, code: string) {
  const salt = randomBytes(16).toString('hex');
  return `${salt}$${digest(salt, phone, code)}`;
}

export function codeMatches(stored: string, phone: string, code: string) {
  const [salt = '', hash = ''] = stored.split('$');
  const a = Buffer.from(hash, 'hex');
  const b = Buffer.from(digest(salt, phone, code), 'hex');
  return a.length === b.length && timingSafeEqual(a, b);
}
