import { randomUUID } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import type { PushAnswer } from '../../contract/sync.ts';
import { mutations } from '../../api/mutations.ts';
import { makeTestApp } from '../support/test-app.ts';
import type { ErrorBody } from '../../contract/errors.ts';
import { translated } from '../support/translated-errors.ts';

const t = makeTestApp();
afterAll(() => t.close());

const submitDef = mutations['request.submit'];
const seq = new Map<string, number>();

/** Sends `request.submit` through the real push endpoint from an anonymous device. */
async function push(args: unknown, device = randomUUID()) {
  const id = (seq.get(device) ?? 0) + 1;
  seq.set(device, id);
  const res = await t.call('POST', '/api/sync/push', {
    body: {
      clientId: device,
      clientSecret: 'ab'.repeat(32),
      schemaVersion: 1,
      mutations: [{ id, name: 'request.submit', args, createdAt: Date.now() }],
    },
  });
  expect(res.status).toBe(200);
  const { data } = (await res.json()) as PushAnswer;
  return data.results[0]!;
}

const contact = (over: Record<string, unknown> = {}) => ({
  id: randomUUID(),
  kind: 'contact',
  locale: 'en',
  name: 'Aigerim',
  email: 'aigerim@example.kz',
  phone: '+7 (701) 123-45-67',
  theme: 'Training',
  message: 'When does the next group start?',
  consent: true,
  ...over,
});

describe('request.submit', () => {
  it('may be sent by anonymous devices', () => {
    expect(submitDef.roles).toEqual(['public']);
  });

  it('rejects a contact form with per-field errors that translate', async () => {
    const res = await push(contact({ email: 'nope', phone: '123', message: '', consent: false }));
    expect(res.status).toBe('rejected');
    expect(res.errors).toEqual({
      email: ['validation.email.invalid'],
      phone: ['validation.phone.invalid'],
      message: ['validation.required'],
      consent: ['validation.consent.required'],
    });
    expect(translated(res.errors, 'ru')).toEqual({
      email: ['Некорректный адрес электронной почты.'],
      phone: ['Некорректный номер телефона.'],
      message: ['Обязательное поле.'],
      consent: ['Подтвердите согласие на обработку персональных данных.'],
    });
  });

  it('stores a form only once however often and from wherever its UUID is sent', async () => {
    const args = contact();
    const device = randomUUID();
    const first = await push(args, device);
    const again = await push(args, device);
    const elsewhere = await push(args);
    expect(first.status).toBe('applied');
    expect(again.entity).toEqual(first.entity);
    expect(elsewhere.entity).toEqual(first.entity);
    const { token } = await t.userWithRole('admin');
    const res = await t.call('GET', '/api/requests?kind=contact', { token });
    const body = (await res.json()) as { data: { payload: Record<string, unknown> }[] };
    expect(body.data.filter((r) => r.payload.email === 'aigerim@example.kz')).toHaveLength(1);
    expect(body.data[0]!.payload.phone).toBe('77011234567');
  });

  it('accepts a consultation request of a known type only', async () => {
    const base = {
      id: randomUUID(),
      kind: 'consultation',
      name: 'Erlan',
      phone: '87011234567',
      problem: 'Debt',
      consent: true,
    };
    expect((await push({ ...base, id: randomUUID(), consultation_type: 'astrology' })).errors).toEqual({
      consultation_type: ['validation.required'],
    });
    expect((await push({ ...base, consultation_type: 'fraud' })).status).toBe('applied');
  });
});

describe('the requests inbox', () => {
  it('is for admins and experts only', async () => {
    expect((await t.call('GET', '/api/requests')).status).toBe(401);
    for (const role of ['applicant', 'operator', 'trainer', 'lawyer'] as const) {
      const { token } = await t.userWithRole(role);
      expect((await t.call('GET', '/api/requests', { token })).status, role).toBe(403);
      expect((await t.call('POST', '/api/requests/1/status', { token, body: { status: 'handled' } })).status).toBe(403);
    }
    const { token } = await t.userWithRole('expert');
    expect((await t.call('GET', '/api/requests', { token })).status).toBe(200);
  });

  it('filters by kind and status, and marks a request handled with an audit entry', async () => {
    await push({ id: randomUUID(), kind: 'lead', full_name: 'Dana', phone: '77020000000', consent: true });
    const { token, user } = await t.userWithRole('admin');
    const list = (await (await t.call('GET', '/api/requests?kind=lead&status=new', { token })).json()) as {
      data: { id: number; kind: string }[];
      meta: { total: number };
    };
    expect(list.meta.total).toBe(1);
    const id = list.data[0]!.id;
    const res = await t.call('POST', `/api/requests/${id}/status`, { token, body: { status: 'handled' } });
    expect(await res.json()).toMatchObject({ data: { id, status: 'handled', handled_by: user.id } });
    const left = (await (await t.call('GET', '/api/requests?kind=lead&status=new', { token })).json()) as {
      meta: { total: number };
    };
    expect(left.meta.total).toBe(0);
    const log = t.db.$client
      .prepare("SELECT before, after FROM user_actions WHERE action = 'request.status' AND subject_id = ?")
      .get(String(id)) as { before: string; after: string };
    expect(JSON.parse(log.before)).toEqual({ status: 'new' });
    expect(JSON.parse(log.after)).toEqual({ status: 'handled' });
  });

  it('answers a bad status with a per-field error', async () => {
    const { token } = await t.userWithRole('admin');
    const res = await t.call('POST', '/api/requests/1/status', { token, body: { status: 'lost' }, locale: 'en' });
    expect(res.status).toBe(422);
    const body = (await res.json()) as ErrorBody;
    expect(body).toMatchObject({
      message: 'Some fields are not filled in correctly.',
      errors: { status: ['validation.invalid'] },
    });
    expect(translated(body.errors, 'en')).toEqual({ status: ['This value is not valid.'] });
  });
});
