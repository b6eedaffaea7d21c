/**
 * A phone proven by SMS the way a public form proves it (ADR 133): send-sms with purpose `prove` (a code
 * even to a registered phone), the code from the development SMS outbox, verify-code → the token.
 */
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
