/**
 * A phone proven by SMS the way a public form proves it (ADR 133): send-sms with purpose `prove` (a code
 * even to a registered phone), the code from the development SMS outbox, verify-code → the token.
 */
import type { Db } from '../../db/client.ts';
import { smsCodes } from '../../db/schema.ts';
import { CODE_TTL_MS, VERIFICATION_TTL_MS } from '../../api/lib/sms/codes.ts';
import { hashToken, newToken } from '../../api/lib/tokens.ts';
import { nextPhone } from './registration-data.ts';
import { lastSmsCode } from './sms-outbox.ts';
import type { makeTestApp } from './test-app.ts';

export async function provenPhone(t: ReturnType<typeof makeTestApp>, phone: string): Promise<string> {
  const sent = await t.call('POST', '/api/send-sms', { body: { phone, purpose: 'prove' } });
  if (sent.status !== 200) throw new Error(`send-sms answered ${sent.status}: ${await sent.text()}`);
  const code = lastSmsCode(t.dir, phone);
  const verified = await t.call('POST', '/api/verify-code', { body: { phone, code } });
  if (verified.status !== 200) throw new Error(`verify-code answered ${verified.status}: ${await verified.text()}`);
  return ((await verified.json()) as { data: { verification: string } }).data.verification;
}

/**
 * A phone as `verify-code` leaves it proven, straight in the database, for tests that are not about the
 * SMS step (bookings, sign-ups): a new phone each call and its token.
 */
export function provenContact(db: Db): { phone: string; verification: string } {
  const phone = nextPhone();
  const verification = newToken();
  const now = Date.now();
  db.insert(smsCodes)
    .values({
      phone,
      codeHash: 'x$y',
      expiresAt: new Date(now + CODE_TTL_MS),
      verifiedAt: new Date(now),
      verificationHash: hashToken(verification),
      verificationExpiresAt: new Date(now + VERIFICATION_TTL_MS),
    })
    .run();
  return { phone, verification };
}
