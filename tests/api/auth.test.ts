import { afterAll, describe, expect, it } from 'vitest';
import { makeTestApp } from '../support/test-app.ts';
import type { ErrorBody } from '../../contract/errors.ts';
import { withHashesTaken } from '../support/hash-pool.ts';
import { translated } from '../support/translated-errors.ts';

const t = makeTestApp({ loginLimit: { windowMs: 60_000, perPhone: 3, perAddress: 100 } });
afterAll(() => t.close());

describe('auth', () => {
  it('signs in with phone and password and returns a token and the user', async () => {
    const { phone, password } = await t.userWithRole('admin');
    const res = await t.call('POST', '/api/auth/login', {
      body: { phone: `+7 (${phone.slice(1, 4)}) ${phone.slice(4)}`, password },
    });
    expect(res.status).toBe(200);
    const body = (await res.json()) as { data: { token: string; user: Record<string, unknown> } };
    expect(body.data.token).toMatch(/^[\w-]{43}$/);
    expect(body.data.user).toMatchObject({ phone, role_id: 6 });
    expect(body.data.user).not.toHaveProperty('passwordHash');
  });

  it('gives an unknown phone and a wrong password identical answers', async () => {
    const { phone } = await t.userWithRole('operator');
    const wrong = await t.call('POST', '/api/auth/login', { body: { phone, password: 'not-the-password' } });
    const unknown = await t.call('POST', '/api/auth/login', {
      body: { phone: '77999999999', password: 'not-the-password' },
    });
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(wrong.status);
    expect(await unknown.json()).toEqual(await wrong.json());
  });

  it('answers 429 with Retry-After after rapid failed logins for one phone', async () => {
    const { phone, password } = await t.userWithRole('trainer');
    for (let i = 0; i < 3; i++) await t.call('POST', '/api/auth/login', { body: { phone, password: 'bad-bad' } });
    const blocked = await t.call('POST', '/api/auth/login', { body: { phone, password } });
    expect(blocked.status).toBe(429);
    expect(Number(blocked.headers.get('Retry-After'))).toBeGreaterThan(0);
  });

  it('counts a burst before checking: of 40 wrong and 1 right password sent at once, at most the limit are checked', async () => {
    const { phone, password } = await t.userWithRole('trainer');
    const burst = [...Array.from({ length: 40 }, () => 'wrong-password'), password].map((p) =>
      t.call('POST', '/api/auth/login', { body: { phone, password: p }, locale: 'en' }),
    );
    const answers = await Promise.all(burst);
    const checked = answers.filter((r) => r.status !== 429);
    expect(checked.length).toBeLessThanOrEqual(3);
    expect(answers.filter((r) => r.status === 200).length).toBeLessThanOrEqual(1);
    const limited = answers.filter((r) => r.status === 429);
    expect(limited.length).toBeGreaterThanOrEqual(38);
    for (const r of limited) expect(Number(r.headers.get('Retry-After'))).toBeGreaterThan(0);
    const body = (await limited[0]!.json()) as ErrorBody;
    expect(body).toMatchObject({ code: 'too_many_attempts', errors: { _: ['errors.rate_limited'] } });
    expect(translated(body.errors, 'en')._).toEqual(['Too many attempts. Wait a little and try again.']);
  });

  it('answers 503 with Retry-After and a message id when every password hash slot is taken', async () => {
    const { phone, password } = await t.userWithRole('expert');
    const res = await withHashesTaken(() => t.call('POST', '/api/auth/login', { body: { phone, password } }));
    expect(res.status).toBe(503);
    expect(Number(res.headers.get('Retry-After'))).toBeGreaterThan(0);
    expect(await res.json()).toMatchObject({ code: 'busy', errors: { _: ['errors.busy'] } });
    // not the person's fault: the attempt was given back, and the same sign-in works once hashes are free
    expect((await t.call('POST', '/api/auth/login', { body: { phone, password } })).status).toBe(200);
  });

  it('stops accepting a token after logout', async () => {
    const { token } = await t.userWithRole('lawyer');
    expect((await t.call('GET', '/api/user-info', { token })).status).toBe(200);
    expect((await t.call('POST', '/api/auth/logout', { token })).status).toBe(200);
    expect((await t.call('GET', '/api/user-info', { token })).status).toBe(401);
  });

  it('answers user-info without a token with 401 JSON', async () => {
    const res = await t.call('GET', '/api/user-info');
    expect(res.status).toBe(401);
    expect(await res.json()).toMatchObject({ code: 'unauthenticated' });
  });

  it('rejects a malformed phone with a translated per-field error', async () => {
    const res = await t.call('POST', '/api/auth/login', { body: { phone: '123', password: 'x' }, locale: 'ru' });
    expect(res.status).toBe(422);
    const body = (await res.json()) as ErrorBody;
    expect(body).toEqual({
      message: 'Некоторые поля заполнены неверно.',
      errors: { phone: ['validation.phone.invalid'] },
    });
    expect(translated(body.errors, 'ru')).toEqual({ phone: ['Некорректный номер телефона.'] });
  });
});
