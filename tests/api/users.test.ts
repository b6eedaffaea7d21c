import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { kato, userActions } from '../../db/schema.ts';
import { translator } from '../../api/lib/i18n.ts';
import type { AdminUser, Paged } from '../../contract/users.ts';
import { makeTestApp } from '../support/test-app.ts';
import { translated } from '../support/translated-errors.ts';

const t = makeTestApp();
let admin: Awaited<ReturnType<typeof t.userWithRole>>;
afterAll(() => t.close());
beforeAll(async () => {
  admin = await t.userWithRole('admin');
});

const region = () => t.db.select().from(kato).where(eq(kato.level, 1)).get()!;
const districtOf = (regionId: number) => t.db.select().from(kato).where(eq(kato.parentId, regionId)).get()!;

let phoneSeq = 0;
const payload = (extra: Record<string, unknown> = {}) => ({
  name: 'Айгүл Сейітқызы',
  email: 'aigul@example.kz',
  phone: `+7 (705) 100-${String(++phoneSeq).padStart(4, '0')}`.replace(/(\d{2})(\d{2})$/, '$1-$2'),
  password: 'secret-1',
  role_id: 2,
  region_id: null,
  district_id: null,
  district_ids: [],
  iin: null,
  phone_2: null,
  locality: null,
  ...extra,
});

const create = (body: unknown, token = admin.token, locale?: string) =>
  t.call('POST', '/api/users', { token, body, ...(locale ? { locale } : {}) });

async function created(extra: Record<string, unknown> = {}) {
  const res = await create(payload(extra));
  expect(res.status).toBe(201);
  return ((await res.json()) as { data: AdminUser }).data;
}

const auditFor = (action: string, id: number) =>
  t.db
    .select()
    .from(userActions)
    .where(eq(userActions.action, action))
    .all()
    .filter((a) => a.changedUserId === id);

describe('users', () => {
  it('creates a user with the seed payload and returns it with its id, normalized, without secrets', async () => {
    const r = region();
    const d = districtOf(r.id);
    const user = await created({
      iin: '900101300123',
      region_id: r.id,
      district_id: d.id,
      district_ids: [d.id],
      locality: 'Ақсу',
    });
    expect(user).toMatchObject({
      name: 'Айгүл Сейітқызы',
      role_id: 2,
      iin: '900101300123',
      region_id: r.id,
      district_id: d.id,
      district_ids: [d.id],
      locality: 'Ақсу',
      blocked_at: null,
    });
    expect(user.phone).toMatch(/^7705100\d{4}$/);
    expect(JSON.stringify(user)).not.toMatch(/password|scrypt/);
    const got = await t.call('GET', `/api/users/${user.id}`, { token: admin.token });
    expect(((await got.json()) as { data: AdminUser }).data).toEqual(user);
    // The new user can sign in with the password the admin gave.
    const login = await t.call('POST', '/api/auth/login', { body: { phone: user.phone, password: 'secret-1' } });
    expect(login.status).toBe(200);
  });

  it('requires a password of at least 6 characters on create, but not on update', async () => {
    const res = await create(payload({ password: '123' }), admin.token, 'en');
    expect(res.status).toBe(422);
    const body = (await res.json()) as { errors: Record<string, string[]> };
    expect(body.errors.password).toEqual(['validation.password.min']);
    expect(translated(body.errors, 'en').password).toEqual(['The password must have at least 6 characters.']);
    const user = await created();
    const upd = await t.call('POST', `/api/users/${user.id}`, {
      token: admin.token,
      body: { ...payload(), phone: user.phone, password: '' },
    });
    expect(upd.status).toBe(200);
  });

  it('answers a duplicate phone with 422 and the translated "not a unique phone" under phone', async () => {
    const user = await created();
    for (const locale of ['ru', 'kk'] as const) {
      const res = await create({ ...payload(), phone: user.phone }, admin.token, locale);
      expect(res.status).toBe(422);
      const body = (await res.json()) as { message: string; errors: Record<string, string[]> };
      expect(body.errors.phone).toEqual(['validation.phone.taken']);
      expect(body.message).toBe(translator(locale)('errors.validation'));
      expect(translated(body.errors, locale).phone?.[0]).not.toBe('validation.phone.taken');
    }
    expect(translator('ru')('validation.phone.taken')).toMatch(/Не уникальный телефон/);
  });

  it('answers a duplicate IIN with "not a unique IIN" under iin, on create and update', async () => {
    await created({ iin: '850202400555' });
    const other = await created();
    const res = await create(payload({ iin: '850202400555' }), admin.token, 'en');
    const { errors } = (await res.json()) as { errors: Record<string, string[]> };
    expect(errors.iin).toEqual(['validation.iin.taken']);
    expect(translated(errors, 'en').iin?.[0]).toMatch(/IIN/);
    const upd = await t.call('POST', `/api/users/${other.id}`, {
      token: admin.token,
      locale: 'en',
      body: { ...payload(), phone: other.phone, iin: '850202400555' },
    });
    expect(upd.status).toBe(422);
  });

  it('rejects a district outside the chosen region', async () => {
    const [a, b] = t.db.select().from(kato).where(eq(kato.level, 1)).limit(2).all();
    const res = await create(payload({ region_id: a!.id, district_id: districtOf(b!.id).id }));
    expect(res.status).toBe(422);
    expect(Object.keys(((await res.json()) as { errors: object }).errors)).toEqual(['district_id']);
  });

  it('updates a user, keeps hidden fields from the payload, and logs only what changed', async () => {
    const user = await created({ locality: 'Қарасу' });
    const res = await t.call('POST', `/api/users/${user.id}`, {
      token: admin.token,
      body: { ...payload(), phone: user.phone, name: 'Айгүл Нұрланқызы', locality: 'Қарасу', password: 'new-secret' },
    });
    expect(res.status).toBe(200);
    expect(((await res.json()) as { data: AdminUser }).data).toMatchObject({
      name: 'Айгүл Нұрланқызы',
      locality: 'Қарасу',
    });
    const [entry] = auditFor('user.update', user.id);
    expect(entry).toMatchObject({
      userId: admin.user.id,
      before: { name: 'Айгүл Сейітқызы' },
      after: { name: 'Айгүл Нұрланқызы', password_changed: true },
    });
    expect(JSON.stringify(entry)).not.toMatch(/new-secret|scrypt/);
    const [create] = auditFor('user.create', user.id);
    expect(create?.after).toMatchObject({ name: 'Айгүл Сейітқызы', phone: user.phone });
    expect(JSON.stringify(create)).not.toMatch(/secret-1|scrypt/);
  });

  it('lists with server-side paging, search by name, phone, IIN and email, role filter and sort', async () => {
    const marker = await created({
      name: 'Ерлан Тестбеков',
      email: 'erlan.unique@example.kz',
      iin: '770707300777',
      role_id: 4,
    });
    const list = async (q: string) =>
      (await (await t.call('GET', `/api/users?${q}`, { token: admin.token })).json()) as Paged<AdminUser>;
    for (const q of ['ерлан тестбеков', marker.phone.slice(-7), '770707300777', 'erlan.unique']) {
      const { data } = await list(`search=${encodeURIComponent(q)}`);
      expect(
        data.map((u) => u.id),
        q,
      ).toEqual([marker.id]);
    }
    const lawyers = await list('role_id=4');
    expect(lawyers.data.every((u) => u.role_id === 4)).toBe(true);
    const page1 = await list('per_page=2&page=1&sort=ASC');
    const page2 = await list('per_page=2&page=2&sort=ASC');
    expect(page1.data).toHaveLength(2);
    expect(page1.meta.total).toBeGreaterThan(3);
    expect(page1.data[1]!.id).toBeLessThan(page2.data[0]!.id);
    const desc = await list('per_page=1&sort=DESC');
    expect(desc.data[0]!.id).toBe(Math.max(...(await list('per_page=100')).data.map((u) => u.id)));
  });

  it('lists lawyers (not blocked) for admins and lawyers', async () => {
    const lawyer = await t.userWithRole('lawyer');
    const blocked = await created({ role_id: 4 });
    await t.call('POST', `/api/users/${blocked.id}/block`, { token: admin.token });
    const res = await t.call('GET', '/api/users/lawyers', { token: lawyer.token });
    expect(res.status).toBe(200);
    const { data } = (await res.json()) as Paged<AdminUser>;
    expect(data.map((u) => u.id)).toContain(lawyer.user.id);
    expect(data.map((u) => u.id)).not.toContain(blocked.id);
    expect(data.every((u) => u.role_id === 4)).toBe(true);
  });

  it('blocking ends the user’s sessions and sign-in; unblocking lets them sign in again', async () => {
    const victim = await t.userWithRole('operator');
    expect((await t.call('GET', '/api/user-info', { token: victim.token })).status).toBe(200);
    const res = await t.call('POST', `/api/users/${victim.user.id}/block`, { token: admin.token });
    expect(res.status).toBe(200);
    expect(((await res.json()) as { data: AdminUser }).data.blocked_at).not.toBeNull();
    expect((await t.call('GET', '/api/user-info', { token: victim.token })).status).toBe(401);
    const login = () => t.call('POST', '/api/auth/login', { body: { phone: victim.phone, password: victim.password } });
    expect((await login()).status).toBe(401);
    expect((await t.call('POST', `/api/users/${victim.user.id}/unblock`, { token: admin.token })).status).toBe(200);
    expect((await login()).status).toBe(200);
    expect(auditFor('user.block', victim.user.id)[0]).toMatchObject({
      before: { blocked_at: null },
      userId: admin.user.id,
    });
    expect(auditFor('user.unblock', victim.user.id)[0]?.after).toEqual({ blocked_at: null });
  });

  it('does not let an admin block themselves', async () => {
    const res = await t.call('POST', `/api/users/${admin.user.id}/block`, { token: admin.token });
    expect(res.status).toBe(422);
  });

  it('resets a password to one the admin sets, or to a generated one shown once', async () => {
    const u = await t.userWithRole('trainer');
    const set = await t.call('POST', `/api/users/${u.user.id}/password`, {
      token: admin.token,
      body: { password: 'chosen-9' },
    });
    expect(await set.json()).toEqual({ data: { id: u.user.id } });
    expect((await t.call('GET', '/api/user-info', { token: u.token })).status).toBe(401);
    const login = (password: string) => t.call('POST', '/api/auth/login', { body: { phone: u.phone, password } });
    expect((await login('chosen-9')).status).toBe(200);
    const gen = await t.call('POST', `/api/users/${u.user.id}/password`, { token: admin.token, body: {} });
    const { data } = (await gen.json()) as { data: { password: string } };
    expect(data.password).toMatch(/^[A-Za-z2-9]{12}$/);
    expect((await login(data.password)).status).toBe(200);
    const entries = auditFor('user.password_reset', u.user.id);
    expect(entries).toHaveLength(2);
    expect(entries[0]).toMatchObject({ before: { open_sessions: 1 }, after: { open_sessions: 0, generated: false } });
    expect(JSON.stringify(entries)).not.toContain(data.password);
    expect(JSON.stringify(entries)).not.toMatch(/chosen-9|scrypt/);
  });

  it('is for admins only: operators get "no role access"', async () => {
    const op = await t.userWithRole('operator');
    for (const [m, p] of [
      ['GET', '/api/users'],
      ['POST', '/api/users'],
      ['GET', `/api/users/${op.user.id}`],
    ] as const) {
      const res = await t.call(m, p, { token: op.token, ...(m === 'POST' ? { body: payload() } : {}) });
      expect(res.status, `${m} ${p}`).toBe(403);
    }
  });
});
