/**
 * A named problem a handler throws (api/lib/problem.ts) answers in the one error body app.onError writes:
 * the same status, translated message and code a route used to write by hand, and the same as the answer
 * to a path no route serves.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { makeTestApp } from '../support/test-app.ts';

let t: ReturnType<typeof makeTestApp>;
beforeEach(() => (t = makeTestApp()));
afterEach(() => t.close());

describe('a thrown notFound()', () => {
  it('answers 404 {message, code} in the caller’s language, as an unknown path does', async () => {
    const admin = await t.userWithRole('admin');
    const missing = await t.call('GET', '/api/users/999999', { token: admin.token });
    const unknown = await t.call('GET', '/api/no-such-thing', { token: admin.token });
    expect(missing.status).toBe(404);
    const body = await missing.json();
    expect(body).toEqual({ message: expect.any(String), code: 'not_found' });
    expect(body).toEqual(await unknown.json());
  });
});
