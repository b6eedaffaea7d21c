import { afterAll, describe, expect, it } from 'vitest';
import { makeTestApp } from '../support/test-app.ts';
import type { ErrorBody } from '../../api/schemas/errors.ts';
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
