import { afterAll, describe, expect, it } from 'vitest';
import { requests } from '../../db/schema.ts';
import { contactPush } from '../support/contact-request.ts';
import { makeTestApp } from '../support/test-app.ts';

const t = makeTestApp({ anonymousPush: { windowMs: 60_000, perAddress: 3 } });
afterAll(() => t.close());

/** One push of `n` contact forms from a new device, signed in with `token` or not. */
const push = (n: number, token?: string) => t.call('POST', '/api/sync/push', { token, body: contactPush(n) });

const stored = () => t.db.select().from(requests).all().length;

describe('records pushed without signing in', () => {
  it('are counted per address before they are stored: past the limit, 429 with Retry-After and nothing written', async () => {
    expect((await push(2)).status).toBe(200);
    const before = stored();
    const refused = await push(2); // a new device id does not reset the address's count
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('Retry-After'))).toBeGreaterThan(0);
    expect(((await refused.json()) as { code: string }).code).toBe('too_many_attempts');
    expect(stored()).toBe(before);
    expect((await push(1)).status).toBe(200); // the refused batch was not counted: one still fits
    expect((await push(1)).status).toBe(429);
  });

  it('do not limit a signed-in device', async () => {
    const { token } = await t.userWithRole('operator');
    for (let i = 0; i < 3; i++) expect((await push(2, token)).status).toBe(200);
  });
});
