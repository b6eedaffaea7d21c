/**
 * The contest account and contest.submit against a stranger: an IIN is claimed only with an SMS-proven
 * phone while the contest takes entries, password guesses are counted before the check (per IIN,
 * address and push), and an unknown IIN answers exactly like a wrong password.
 */
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema.ts';
import type { MutationResult } from '../../contract/sync.ts';
import { completePhoto, createContestAccount, verifiedPhone } from '../support/contest-account.ts';
import { makeIin, makePhone, productData } from '../support/contest-data.ts';
import { withHashesTaken } from '../support/hash-pool.ts';
import { makeTestApp } from '../support/test-app.ts';
import { translated } from '../support/translated-errors.ts';

const t = makeTestApp({ loginLimit: { windowMs: 60_000, perPhone: 3, perAddress: 1000 } });
afterAll(() => t.close());
const post = (path: string, body: unknown) => t.call('POST', path, { body });

const DAY = 86_400_000;
const kzDate = (days: number) => new Date(Date.now() + 5 * 3600_000 + days * DAY).toISOString().slice(0, 10);
let admin = '';
let dairy = 0;
const setWindow = (opens: number, closes: number, grace = 72) =>
  t.call('PUT', '/api/contest/settings', {
    token: admin,
    body: { year: 2026, opens_on: kzDate(opens), closes_on: kzDate(closes), grace_hours: grace },
  });
beforeAll(async () => {
  admin = (await t.userWithRole('admin')).token;
  const info = (await (await t.call('GET', '/api/public/contest')).json()) as {
    data: { nominations: { id: number; slug: string }[] };
  };
  dairy = info.data.nominations.find((n) => n.slug === 'dairy')!.id;
  await setWindow(-3, 3);
});

const person = () => ({ iin: makeIin(), phone: makePhone(), full_name: 'Айгүл', password: 'secret-pass-1' });
const usersWithIin = (iin: string) => t.db.select().from(users).where(eq(users.iin, iin)).all();

/** Pushes `argsList` as one batch from a new device; the raw answer. */
function pushBatch(argsList: unknown[], token = '', clientId = randomUUID(), firstId = 1) {
  return t.call('POST', '/api/sync/push', {
    token,
    body: {
      clientId,
      clientSecret: `${clientId.replace(/-/g, '')}`.padEnd(64, '0'),
      schemaVersion: 1,
      mutations: argsList.map((args, i) => ({ id: firstId + i, name: 'contest.submit', args, createdAt: Date.now() })),
    },
  });
}
const results = async (res: Response) => ((await res.json()) as { data: { results: MutationResult[] } }).data.results;

async function villager() {
  const who = person();
  const data = await createContestAccount(post, t.dir, who);
  const fileId = completePhoto(t.db, data.user.id);
  return { ...who, ...data, fileId };
}

describe('claiming an IIN', () => {
  it('makes no account until the phone is confirmed by an SMS code, then makes it', async () => {
    const who = person();
    const first = await t.call('POST', '/api/contest/account', { body: who, locale: 'en' });
    expect(first.status).toBe(422);
    const body = (await first.json()) as { errors: Record<string, string[]> };
    expect(body.errors).toEqual({ verification: ['contest.account.confirm_phone'] });
    expect(translated(body.errors, 'en').verification).toEqual([
      'Confirm your phone with an SMS code to create your contest account.',
    ]);
    expect(usersWithIin(who.iin)).toHaveLength(0);

    const forged = await post('/api/contest/account', { ...who, verification: 'not-a-real-token-123' });
    expect(forged.status).toBe(422);
    expect(usersWithIin(who.iin)).toHaveLength(0);

    const verification = await verifiedPhone(post, t.dir, who.phone);
    const made = await post('/api/contest/account', { ...who, verification });
    expect(made.status).toBe(200);
    expect(((await made.json()) as { data: { created: boolean } }).data.created).toBe(true);
    expect(usersWithIin(who.iin)).toHaveLength(1);
    // the token is spent: it cannot claim a second IIN
    const again = await post('/api/contest/account', { ...person(), phone: who.phone, verification });
    expect(again.status).toBe(422);
  });

  it('makes no account while the contest takes no entries, even with a confirmed phone', async () => {
    const who = person();
    const verification = await verifiedPhone(post, t.dir, who.phone);
    await setWindow(-20, -5, 72); // closed, and the grace period is over
    try {
      const res = await t.call('POST', '/api/contest/account', { body: { ...who, verification }, locale: 'ru' });
      expect(res.status).toBe(422);
      const { errors } = (await res.json()) as { errors: Record<string, string[]> };
      expect(errors).toEqual({ _: ['contest.account.closed'] });
      expect(usersWithIin(who.iin)).toHaveLength(0);
    } finally {
      await setWindow(-3, 3);
    }
  });
});

describe('contest.submit password checks', () => {
  it('answers an unknown IIN exactly like a wrong password', async () => {
    const v = await villager();
    const wrong = await results(await pushBatch([{ ...productData(dairy, v.fileId, v), password: 'not-mine-1' }]));
    const unknown = await results(await pushBatch([productData(dairy, v.fileId, { ...person() })]));
    expect(wrong[0]).toEqual({ id: 1, status: 'rejected', errors: { password: ['contest.account.wrong_password'] } });
    expect(unknown[0]).toEqual(wrong[0]);
  });

  it('counts guesses per IIN before checking: a push of 10 is cut at the limit, the next answers 429', async () => {
    const v = await villager();
    const guesses = Array.from({ length: 10 }, (_, i) => ({
      ...productData(dairy, v.fileId, v),
      password: `guess-${i}-x`,
    }));
    const clientId = randomUUID();
    const first = await pushBatch(guesses, '', clientId);
    expect(first.status).toBe(200);
    const answered = await results(first);
    expect(answered.length).toBeLessThanOrEqual(3);
    expect(answered.every((r) => r.status === 'rejected')).toBe(true);
    const rest = await pushBatch(guesses.slice(answered.length), '', clientId, answered.length + 1);
    expect(rest.status).toBe(429);
    expect(Number(rest.headers.get('Retry-After'))).toBeGreaterThan(0);
    // the right password is refused too until the window passes: a guess cannot slip in among them
    const right = await pushBatch([productData(dairy, v.fileId, v)]);
    expect(right.status).toBe(429);
  });

  it('makes at most 5 password checks per push; the device sends the rest in its next push', async () => {
    const strangers = Array.from({ length: 8 }, () => productData(dairy, randomUUID(), person()));
    const clientId = randomUUID();
    const first = await results(await pushBatch(strangers, '', clientId));
    expect(first.map((r) => r.id)).toEqual([1, 2, 3, 4, 5]);
    const next = await results(await pushBatch(strangers.slice(5), '', clientId, 6));
    expect(next.map((r) => r.id)).toEqual([6, 7, 8]);
  });

  it('needs no password hash from a signed-in applicant; an anonymous one waits for a free hash (503)', async () => {
    const v = await villager();
    const args = productData(dairy, v.fileId, v);
    const anonymous = await withHashesTaken(() => pushBatch([args]));
    expect(anonymous.status).toBe(503);
    expect(Number(anonymous.headers.get('Retry-After'))).toBeGreaterThan(0);
    const signedIn = await withHashesTaken(() => pushBatch([args], v.token));
    expect(signedIn.status).toBe(200);
    expect((await results(signedIn))[0]!.status).toBe('applied');
  });
});
