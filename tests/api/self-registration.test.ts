import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { applications, smsCodes, users } from '../../db/schema.ts';
import { withHashesTaken } from '../support/hash-pool.ts';
import { registrationForm } from '../support/registration-data.ts';
import { lastSmsCode } from '../support/sms-outbox.ts';
import { makeTestApp } from '../support/test-app.ts';
import { translated } from '../support/translated-errors.ts';

let t: ReturnType<typeof makeTestApp>;
beforeEach(() => (t = makeTestApp()));
afterEach(() => t.close());

const json = async (r: Response) => (await r.json()) as Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

async function sendCode(phone: string) {
  const res = await t.call('POST', '/api/send-sms', { body: { phone } });
  return { res, code: lastSmsCode(t.dir, phone) };
}

describe('self-registration with an SMS code', () => {
  it('sends a 6-digit code, verifies it, registers and signs the applicant in', async () => {
    const form = registrationForm();
    const { res, code } = await sendCode(String(form.phone));
    expect(res.status).toBe(200);
    expect((await json(res)).data).toEqual({ resend_after: 60, expires_in: 300 });
    expect(code).toMatch(/^\d{6}$/);
    // only a hash is stored
    const row = t.db.select().from(smsCodes).get()!;
    expect(row.codeHash).not.toContain(code);

    const verify = await t.call('POST', '/api/verify-code', { body: { phone: form.phone, code } });
    expect(verify.status).toBe(200);
    const { verification } = (await json(verify)).data;

    const reg = await t.call('POST', '/api/register', { body: { ...form, password: 'secret1', verification } });
    expect(reg.status).toBe(201);
    const { data } = await json(reg);
    expect(data.user).toMatchObject({ phone: form.phone, role_id: 1 });
    const me = await t.call('GET', '/api/personal-data', { token: data.token });
    const personal = (await json(me)).data;
    expect(personal.applications).toEqual([expect.objectContaining({ status: 'applied', language: 'kk' })]);
    expect(personal.profile).toMatchObject({ birthday: '1990-05-17', gender: 'male' });

    // the token is spent: a second registration with it is refused
    const again = await t.call('POST', '/api/register', {
      body: { ...registrationForm(), phone: form.phone, password: 'secret1', verification },
      locale: 'en',
    });
    expect(again.status).toBe(422);
  });

  it('asks to wait before a resend and says how long', async () => {
    const phone = '77011234567';
    expect((await sendCode(phone)).res.status).toBe(200);
    const { res } = await sendCode(phone);
    expect(res.status).toBe(429);
    expect(Number(res.headers.get('Retry-After'))).toBeGreaterThan(50);
    expect((await json(res)).retry_after).toBeGreaterThan(50);
  });

  it('an expired code is refused', async () => {
    const phone = '77011234568';
    const { code } = await sendCode(phone);
    t.db
      .update(smsCodes)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(smsCodes.phone, phone))
      .run();
    const res = await t.call('POST', '/api/verify-code', { body: { phone, code }, locale: 'en' });
    expect(res.status).toBe(422);
    const { errors } = await json(res);
    expect(errors.code).toEqual(['validation.sms.expired']);
    expect(translated(errors, 'en').code).toEqual(['The code has expired. Request a new one.']);
  });

  it('after 5 wrong attempts even the right code is refused', async () => {
    const phone = '77011234569';
    const { code } = await sendCode(phone);
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 1; i <= 5; i++) {
      const res = await t.call('POST', '/api/verify-code', { body: { phone, code: wrong }, locale: 'en' });
      expect(res.status).toBe(422);
      const { errors } = await json(res);
      expect(errors.code).toEqual([i < 5 ? 'validation.sms.wrong' : 'validation.sms.attempts']);
      expect(translated(errors, 'en').code).toEqual([
        i < 5 ? 'Wrong code.' : 'Too many wrong attempts. Request a new code.',
      ]);
    }
    const right = await t.call('POST', '/api/verify-code', { body: { phone, code }, locale: 'en' });
    expect(right.status).toBe(422);
  });

  it('register without a verified code is refused and creates nobody', async () => {
    const form = registrationForm();
    const res = await t.call('POST', '/api/register', {
      body: { ...form, password: 'secret1', verification: 'not-a-real-token-123' },
    });
    expect(res.status).toBe(422);
    expect(
      t.db
        .select()
        .from(users)
        .where(eq(users.phone, String(form.phone)))
        .all(),
    ).toHaveLength(0);
    expect(t.db.select().from(applications).all()).toHaveLength(0);
  });

  it('a short password gets the seed message', async () => {
    const res = await t.call('POST', '/api/register', {
      body: { ...registrationForm(), password: '12345', verification: 'x'.repeat(20) },
      locale: 'en',
    });
    const { errors } = await json(res);
    expect(errors.password).toEqual(['validation.password.min']);
    expect(translated(errors, 'en').password).toEqual(['The password must have at least 6 characters.']);
  });

  it('a registered phone gets the same answer and wait as a new one; its owner gets a notice, not a code', async () => {
    const { phone } = await t.userWithRole('applicant');
    const fresh = registrationForm().phone as string;
    const known = await sendCode(phone);
    const unknown = await sendCode(fresh);
    expect(known.res.status).toBe(200);
    expect(await json(known.res)).toEqual(await json(unknown.res));
    expect(known.code).toBeUndefined();
    const outbox = readFileSync(join(t.dir, 'sms-outbox.log'), 'utf8');
    expect(outbox).toContain(`${phone}\tQaryzsyz: біреу осы нөмірге тіркелуді сұрады.`);
    const again = [await sendCode(phone), await sendCode(fresh)].map((r) => r.res);
    expect(again.map((r) => r.status)).toEqual([429, 429]);
    for (const r of again) expect(Number(r.headers.get('Retry-After'))).toBeGreaterThan(50);
  });

  it('sends at most 20 SMS an hour to one address, registered phones included', async () => {
    const { phone } = await t.userWithRole('applicant');
    for (let i = 0; i < 19; i++) expect((await sendCode(registrationForm().phone as string)).res.status).toBe(200);
    expect((await sendCode(phone)).res.status).toBe(200);
    const over = [await sendCode(registrationForm().phone as string), await sendCode(phone)].map((r) => r.res);
    for (const r of over) {
      expect(r.status).toBe(429);
      expect(Number(r.headers.get('Retry-After'))).toBeGreaterThan(0);
    }
  });

  it('refuses register without a valid token before hashing the password, even with every hash slot taken', async () => {
    const res = await withHashesTaken(() =>
      t.call('POST', '/api/register', {
        body: { ...registrationForm(), password: 'secret1', verification: 'not-a-real-token-123' },
      }),
    );
    expect(res.status).toBe(422);
    expect((await json(res)).errors).toEqual({ verification: ['validation.sms.verify_first'] });
  });
});
