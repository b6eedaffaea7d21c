import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema.ts';
import { ABAI_PLACE, makeIin, makePhone, productData } from '../support/contest-data.ts';
import { completePhoto, createContestAccount } from '../support/contest-account.ts';
import { makeTestApp } from '../support/test-app.ts';

const t = makeTestApp();
afterAll(() => t.close());
const post = (path: string, body: unknown) => t.call('POST', path, { body });

const DAY = 86_400_000;
/** A calendar date in Kazakhstan (UTC+5), `days` from now. */
const kzDate = (days: number) => new Date(Date.now() + 5 * 3600_000 + days * DAY).toISOString().slice(0, 10);

let admin = '';
let nominations: { id: number; slug: string; kind: string }[] = [];
beforeAll(async () => {
  admin = (await t.userWithRole('admin')).token;
  nominations = (
    (await (await t.call('GET', '/api/public/contest')).json()) as { data: { nominations: typeof nominations } }
  ).data.nominations;
});
const nomination = (slug: string) => nominations.find((n) => n.slug === slug)!.id;

const setWindow = (opens: number, closes: number, grace = 72) =>
  t.call('PUT', '/api/contest/settings', {
    token: admin,
    body: { year: 2026, opens_on: kzDate(opens), closes_on: kzDate(closes), grace_hours: grace },
  });

/** A villager whose account exists and who uploaded one complete photo. */
async function villager() {
  const who = { iin: makeIin(), phone: makePhone(), full_name: 'Айгүл', password: 'secret-pass-1' };
  const data = await createContestAccount(post, t.dir, who);
  const fileId = completePhoto(t.db, data.user.id);
  return { ...who, token: data.token, userId: data.user.id, fileId };
}

async function push(token: string, args: unknown, createdAt = Date.now()) {
  const res = await t.call('POST', '/api/sync/push', {
    token,
    body: {
      clientId: randomUUID(),
      clientSecret: 'ab'.repeat(32),
      schemaVersion: 1,
      mutations: [{ id: 1, name: 'contest.submit', args, createdAt }],
    },
  });
  return (
    (await res.json()) as {
      data: { results: { status: string; errors?: Record<string, string[]>; entity?: { id: number } }[] };
    }
  ).data.results[0]!;
}

describe('contest window', () => {
  it('rejects a submission made after the close, and accepts one made inside the window that arrives within the grace period', async () => {
    expect((await setWindow(-10, -1)).status).toBe(200); // closed yesterday, 72 h of grace left
    const v = await villager();
    const late = await push(v.token, productData(nomination('dairy'), v.fileId, v));
    expect(late).toMatchObject({ status: 'rejected', errors: { _: ['contest.window.closed'] } });

    const madeInTime = Date.now() - 2 * DAY;
    const ok = await push(v.token, productData(nomination('dairy'), v.fileId, v), madeInTime);
    expect(ok.status).toBe('applied');
    const row = t.db.$client
      .prepare('SELECT submitted_at, received_at, year FROM contest_applications WHERE id = ?')
      .get(ok.entity!.id) as { submitted_at: number; received_at: number; year: number };
    expect(row.submitted_at).toBe(madeInTime);
    expect(row.received_at).toBeGreaterThan(madeInTime);
    expect(row.year).toBe(2026);
  });

  it('rejects a submission made in time that arrives after the grace period', async () => {
    const v = await villager(); // while entries are taken: a new account needs an open contest
    await setWindow(-20, -5, 72);
    const r = await push(v.token, productData(nomination('meat'), v.fileId, v), Date.now() - 6 * DAY);
    expect(r).toMatchObject({ status: 'rejected', errors: { _: ['contest.window.grace_over'] } });
  });
});

describe('contest.submit', () => {
  beforeAll(async () => void (await setWindow(-3, 3)));

  it('a device clock at 1970 or beyond any date is not believed: the entry is stored at its receipt time', async () => {
    for (const [claimed, kind] of [
      [0, 'dairy'],
      [9e15, 'meat'],
    ] as const) {
      const v = await villager();
      const r = await push(v.token, productData(nomination(kind), v.fileId, v), claimed);
      expect(r.status, String(claimed)).toBe('applied');
      const row = t.db.$client
        .prepare('SELECT submitted_at, received_at FROM contest_applications WHERE id = ?')
        .get(r.entity!.id) as { submitted_at: number; received_at: number };
      expect(row.submitted_at).toBe(row.received_at);
    }
  });

  it('keeps one application per applicant, nomination and year; the same record sent again stays one', async () => {
    const v = await villager();
    const data = productData(nomination('bakery'), v.fileId, v);
    const first = await push(v.token, data);
    const again = await push(v.token, data);
    const other = await push(v.token, { ...data, record_id: randomUUID() });
    expect(first.status).toBe('applied');
    expect(again).toMatchObject({ status: 'applied', entity: first.entity });
    expect(other).toMatchObject({ status: 'rejected', errors: { nomination_id: ['contest.already_applied'] } });
    const n = t.db.$client
      .prepare('SELECT count(*) n FROM contest_applications WHERE applicant_id = ?')
      .get(v.userId) as { n: number };
    expect(n.n).toBe(1);
  });

  it('refuses a wrong password for an existing IIN, on the password field, and never stores the password', async () => {
    const v = await villager();
    const data = { ...productData(nomination('sewing'), v.fileId, v), password: 'not-my-password' };
    expect(await push('', data)).toMatchObject({
      status: 'rejected',
      errors: { password: ['contest.account.wrong_password'] },
    });
    const ok = await push(v.token, { ...data, password: v.password });
    expect(ok.status).toBe('applied');
    const stored = t.db.$client.prepare('SELECT data FROM contest_applications WHERE id = ?').get(ok.entity!.id) as {
      data: string;
    };
    expect(stored.data).not.toContain(v.password);
  });

  it('rejects a photo that is not on the server yet', async () => {
    const v = await villager();
    const r = await push(v.token, productData(nomination('meat'), randomUUID(), v));
    expect(r).toMatchObject({ status: 'rejected', errors: { package_images: ['sync.file_incomplete'] } });
  });

  it('blocks an akim form whose numeric item has no confirmation document, naming that item', async () => {
    const v = await villager();
    const numbers = {
      social_aid_recipients: 0,
      registered_unemployed: 0,
      entrepreneurs: 0,
      produced_2023: 0,
      produced_2024: 0,
      processed_2023: 0,
      processed_2024: 0,
      cooperatives_count: 0,
      returned_land: 0,
      tax_revenue_2023: 1500000,
      budget_expenditure_2023: 0,
      microloans_count: 0,
      microloans_total: 0,
      households_in_cooperatives: 0,
      average_sales_volume: 0,
    };
    const data = {
      form: 'akim',
      record_id: randomUUID(),
      nomination_id: nomination('akim'),
      full_name: 'Ерлан',
      iin: v.iin,
      phone: v.phone,
      password: v.password,
      in_project: true,
      has_cooperative: false,
      akim_full_name: 'Ерлан Қасымов',
      akim_photo: [v.fileId],
      ...ABAI_PLACE,
      office_start_date: '2022-03-01',
      ...numbers,
      produced_unit: 't',
      processed_unit: 't',
      sales_unit: 'kzt',
      cooperatives: [],
      engineering_rating: 3,
      confirmations: {},
    };
    const r = await push(v.token, data);
    expect(r).toMatchObject({
      status: 'rejected',
      errors: { 'confirmations.tax_revenue_2023': ['contest.akim.confirmation_required'] },
    });
    const ok = await push(v.token, { ...data, confirmations: { tax_revenue_2023: [v.fileId] } });
    expect(ok.status).toBe('applied');
  });
});

describe('review', () => {
  it('an expert moves an application through the statuses with history and audit; the applicant pulls each change', async () => {
    await setWindow(-3, 3);
    const v = await villager();
    const applied = await push(v.token, productData(nomination('vegetables'), v.fileId, v));
    const id = applied.entity!.id;
    const expert = (await t.userWithRole('expert')).token;
    const status = (body: unknown, token = expert) =>
      t.call('POST', `/api/contest/applications/${id}/status`, { token, body });

    expect((await status({ status: 'winner' })).status).toBe(422); // not from "received"
    expect((await status({ status: 'rejected' })).status).toBe(422); // a reason is required
    expect((await status({ status: 'under_review' }, v.token)).status).toBe(403);
    expect((await status({ status: 'under_review' })).status).toBe(200);
    expect((await status({ status: 'rejected', reason: 'Фото анық емес' })).status).toBe(200);

    const one = (await (await t.call('GET', `/api/contest/applications/${id}`, { token: expert })).json()) as {
      data: { status: string; history: { status: string; reason: string | null }[] };
    };
    expect(one.data.history.map((h) => h.status)).toEqual(['received', 'under_review', 'rejected']);
    const pulled = (await (await t.call('GET', '/api/sync/pull?cursor=0', { token: v.token })).json()) as {
      data: { changes: { type: string; data: { status: string; status_reason: string } }[] };
    };
    expect(pulled.data.changes.find((c) => c.type === 'contest_application')?.data).toMatchObject({
      status: 'rejected',
      status_reason: 'Фото анық емес',
    });
    const audits = t.db.$client
      .prepare("SELECT count(*) n FROM user_actions WHERE action = 'contest.status_changed' AND subject_id = ?")
      .get(String(id)) as { n: number };
    expect(audits.n).toBe(2);
    const list = (await (
      await t.call('GET', '/api/contest/applications?status=rejected', { token: admin })
    ).json()) as {
      data: { id: number }[];
    };
    expect(list.data.map((a) => a.id)).toContain(id);
  });

  it('only an admin changes the settings and the nominations', async () => {
    const operator = (await t.userWithRole('operator')).token;
    expect((await t.call('PUT', '/api/contest/settings', { token: operator, body: {} })).status).toBe(403);
    const res = await t.call('PATCH', `/api/contest/nominations/${nomination('meat')}`, {
      token: admin,
      body: { title: { ru: 'Лучшее мясо', kk: 'Үздік ет' } },
    });
    expect(res.status).toBe(200);
    const pub = (await (await t.call('GET', '/api/public/contest', { locale: 'kk' })).json()) as {
      data: { nominations: { slug: string; title: string; active: boolean }[] };
    };
    expect(pub.data.nominations.find((n) => n.slug === 'meat')).toMatchObject({ title: 'Үздік ет', active: true });
  });

  it('a wrong password on the contest sign-in asks for the phone, exactly as an unknown IIN does', async () => {
    const v = await villager();
    const res = await t.call('POST', '/api/contest/account', { body: { ...v, password: 'wrong-one-9' }, locale: 'en' });
    expect(res.status).toBe(422);
    const body = (await res.json()) as { errors: Record<string, string[]> };
    expect(body.errors).toEqual({ verification: ['contest.account.confirm_phone'] });
    const unknown = await t.call('POST', '/api/contest/account', {
      body: { ...v, iin: makeIin(), password: 'wrong-one-9' },
      locale: 'en',
    });
    expect(unknown.status).toBe(422);
    expect(await unknown.json()).toEqual(body);
    expect(
      t.db
        .select()
        .from(users)
        .all()
        .filter((u) => u.iin === v.iin),
    ).toHaveLength(1);
  });
});
