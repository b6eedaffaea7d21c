import { randomUUID } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { translator } from '../../api/lib/i18n.ts';
import { fieldErrors } from '../../api/schemas/errors.ts';
import { mutations } from '../../api/sync/mutations.ts';
import { nextServerVersion } from '../../api/sync/versions.ts';
import { makeTestApp } from '../support/test-app.ts';

const t = makeTestApp();
afterAll(() => t.close());

const submitDef = mutations.find((m) => m.name === 'request.submit')!;

/** Applies `request.submit` the way the push endpoint does: validate, then apply in a transaction. */
function push(args: unknown, locale: 'ru' | 'en' = 'en') {
  const parsed = submitDef.args.safeParse(args);
  if (!parsed.success) {
    const tr = translator(locale);
    const errors = fieldErrors(parsed.error);
    return {
      status: 'rejected' as const,
      errors: Object.fromEntries(Object.entries(errors).map(([k, v]) => [k, v.map((id) => tr(id))])),
    };
  }
  const result = t.db.transaction((tx) =>
    submitDef.apply(
      {
        tx,
        user: null,
        clientId: 'test-device',
        mutationId: 1,
        createdAt: new Date(),
        receivedAt: new Date(),
        nextVersion: () => nextServerVersion(tx),
        audit: () => undefined,
      },
      parsed.data,
      undefined,
    ),
  );
  return { status: 'applied' as const, entity: result?.entity };
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

  it('rejects a contact form with per-field translated errors', () => {
    const res = push(contact({ email: 'nope', phone: '123', message: '', consent: false }), 'ru');
    expect(res).toEqual({
      status: 'rejected',
      errors: {
        email: ['Некорректный адрес электронной почты.'],
        phone: ['Некорректный номер телефона.'],
        message: ['Обязательное поле.'],
        consent: ['Подтвердите согласие на обработку персональных данных.'],
      },
    });
  });

  it('stores a form sent twice only once', async () => {
    const args = contact();
    const first = push(args);
    const again = push(args);
    expect(first.status).toBe('applied');
    expect(again.entity).toEqual(first.entity);
    const { token } = await t.userWithRole('admin');
    const res = await t.call('GET', '/api/requests?kind=contact', { token });
    const body = (await res.json()) as { data: { payload: Record<string, unknown> }[] };
    expect(body.data.filter((r) => r.payload.email === 'aigerim@example.kz')).toHaveLength(1);
    expect(body.data[0]!.payload.phone).toBe('77011234567');
  });

  it('accepts a consultation request of a known type only', () => {
    const base = {
      id: randomUUID(),
      kind: 'consultation',
      name: 'Erlan',
      phone: '87011234567',
      problem: 'Debt',
      consent: true,
    };
    expect(push({ ...base, consultation_type: 'astrology' }).status).toBe('rejected');
    expect(push({ ...base, consultation_type: 'fraud' }).status).toBe('applied');
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
    push({ id: randomUUID(), kind: 'lead', full_name: 'Dana', phone: '77020000000', consent: true });
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
    expect(await res.json()).toMatchObject({ errors: { status: ['This value is not valid.'] } });
  });
});
