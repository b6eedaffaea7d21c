import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { UserLogPage } from '../../contract/user-logs.ts';
import type { AdminUser } from '../../contract/users.ts';
import { makeTestApp } from '../support/test-app.ts';

const t = makeTestApp();
let admin: Awaited<ReturnType<typeof t.userWithRole>>;
let target: AdminUser;
afterAll(() => t.close());

beforeAll(async () => {
  admin = await t.userWithRole('admin');
  const res = await t.call('POST', '/api/users', {
    token: admin.token,
    body: { name: 'Журнал Тексеру', phone: '77051234567', password: 'secret-1', role_id: 3 },
  });
  target = ((await res.json()) as { data: AdminUser }).data;
  await t.call('POST', `/api/users/${target.id}`, {
    token: admin.token,
    body: { name: 'Журнал Тексерілді', phone: target.phone, role_id: 3 },
  });
  await t.call('POST', `/api/users/${target.id}/block`, { token: admin.token });
});

const logs = async (query: string) => {
  const res = await t.call('GET', `/api/user-logs?${query}`, { token: admin.token });
  expect(res.status).toBe(200);
  return (await res.json()) as UserLogPage;
};

describe('user-action log', () => {
  it('records who changed whom, when, with before and after values, newest first', async () => {
    const { data } = await logs(`changed_user_id=${target.id}`);
    expect(data.map((e) => e.action)).toEqual(['user.block', 'user.update', 'user.create']);
    const update = data[1]!;
    expect(update.user).toMatchObject({ id: admin.user.id, name: admin.user.name });
    expect(update.changed_user).toMatchObject({ id: target.id, name: 'Журнал Тексерілді' });
    expect(update.before).toEqual({ name: 'Журнал Тексеру' });
    expect(update.after).toEqual({ name: 'Журнал Тексерілді' });
    expect(Date.parse(update.created_at)).toBeGreaterThan(Date.now() - 60_000);
  });

  it('logs sign-ins', async () => {
    const { data } = await logs(`action=auth.login&user_id=${admin.user.id}`);
    expect(data).toHaveLength(1);
    expect(data[0]!.changed_user?.id).toBe(admin.user.id);
  });

  it('filters by action, by who acted and whom it changed (name or phone), and by date range', async () => {
    expect((await logs('action=user.block')).data.map((e) => e.changed_user?.id)).toEqual([target.id]);
    const byActor = await logs(`user=${encodeURIComponent(admin.user.name.toUpperCase())}&action=user.update`);
    expect(byActor.data).toHaveLength(1);
    const byChanged = await logs(`changed=${encodeURIComponent('тексерілді')}`);
    expect(byChanged.data.map((e) => e.action)).toEqual(['user.block', 'user.update', 'user.create']);
    expect((await logs(`changed=${target.phone}`)).meta.total).toBe(3);
    const future = new Date(Date.now() + 86_400_000).toISOString();
    expect((await logs(`date_from=${encodeURIComponent(future)}`)).meta.total).toBe(0);
    const past = new Date(Date.now() - 86_400_000).toISOString();
    expect((await logs(`date_from=${encodeURIComponent(past)}&date_to=${encodeURIComponent(future)}`)).meta.total).toBe(
      4,
    );
  });

  it('lists every action the log holds, for the action filter', async () => {
    const { meta } = await logs('per_page=1');
    expect(meta.actions).toEqual(['auth.login', 'user.block', 'user.create', 'user.update']);
  });

  it('pages the log', async () => {
    const p1 = await logs('per_page=2&page=1');
    const p2 = await logs('per_page=2&page=2');
    expect(p1.data).toHaveLength(2);
    expect(p1.meta.last_page).toBeGreaterThanOrEqual(2);
    expect(p2.data[0]!.id).toBeLessThan(p1.data[1]!.id);
  });

  it('is for admins only', async () => {
    const expert = await t.userWithRole('expert');
    expect((await t.call('GET', '/api/user-logs', { token: expert.token })).status).toBe(403);
    expect((await t.call('GET', '/api/user-logs')).status).toBe(401);
  });
});
