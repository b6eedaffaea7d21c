/**
 * A self-registration proves a phone, not an IIN (issue 34.6, ADR 133): a stranger who registers someone's
 * IIN online never blocks the person at the district office — the office's record is applied, the online
 * one superseded, kept and named in the office's history, counted nowhere — and one phone claims one IIN.
 */
import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { applications, smsCodes, users } from '../../db/schema.ts';
import type { RegistrationInput } from '../../contract/registration.ts';
import { importFlow } from '../support/import-flow.ts';
import { importSheet } from '../support/import-sheet.ts';
import { device } from '../support/push.ts';
import { KOKSHETAU, nextIin, nextPhone, registrationForm } from '../support/registration-data.ts';
import { createContestAccount } from '../support/contest-account.ts';
import { provenContact } from '../support/sms-proof.ts';
import { makeTestApp } from '../support/test-app.ts';
import { translated } from '../support/translated-errors.ts';

let t: ReturnType<typeof makeTestApp>;
beforeEach(() => (t = makeTestApp()));
afterEach(() => t.close());

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any
const json = async (r: Response) => (await r.json()) as Json;

/** Registers online from a phone proven by SMS; `phone` reuses a phone already proven once. */
async function selfRegister(over: Partial<RegistrationInput>, phone?: string) {
  const proof = provenContact(t.db);
  if (phone) t.db.update(smsCodes).set({ phone }).where(eq(smsCodes.phone, proof.phone)).run();
  const form = registrationForm({ ...over, phone: phone ?? proof.phone });
  const res = await t.call('POST', '/api/register', {
    body: { ...form, password: 'secret1', verification: proof.verification },
  });
  return { res, form };
}

async function office() {
  const op = await t.userWithRole('operator', { districtIds: [KOKSHETAU] });
  return { ...op, tablet: device(t, op.token) };
}

const byIin = (iin: string) => t.db.select().from(users).where(eq(users.iin, iin)).all();
const applicationOf = (userId: number) =>
  t.db.select().from(applications).where(eq(applications.applicantId, userId)).get()!;

describe('an IIN registered online never blocks the person at the district office', () => {
  it('a stranger registered the IIN online: the office registers the person, supersedes the online record and sees it', async () => {
    const iin = nextIin();
    const squat = await selfRegister({ iin, fio: 'Бөтен Адам Тұрсынұлы' });
    expect(squat.res.status).toBe(201);
    const squatter = byIin(iin)[0]!;
    const squatted = applicationOf(squatter.id);

    const { tablet, token } = await office();
    const args = { client_record_id: crypto.randomUUID(), form: registrationForm({ iin, fio: 'Нағыз Иесі Болатұлы' }) };
    const real = await tablet.push('registration.submit', args);
    expect(real).toMatchObject({ status: 'applied', entity: { type: 'application' } });

    // The IIN is the office's record's; the online account keeps its name and phone, its application superseded.
    expect(byIin(iin).map((u) => [u.name, u.phone])).toEqual([['Нағыз Иесі Болатұлы', args.form.phone]]);
    expect(t.db.select().from(users).where(eq(users.id, squatter.id)).get()).toMatchObject({
      iin: null,
      name: 'Бөтен Адам Тұрсынұлы',
      phone: squat.form.phone,
    });
    expect(applicationOf(squatter.id).status).toBe('superseded');

    // The operator sees, on the person's application, whose record it replaced.
    const mine = await json(await t.call('GET', `/api/applications/${real.entity!.id}`, { token }));
    expect(mine.data.status).toBe('applied');
    expect(mine.data.history[0]).toMatchObject({
      action: 'registration.submit',
      after: {
        supersedes: {
          id: squatted.id,
          name: 'Бөтен Адам Тұрсынұлы',
          phone: squat.form.phone,
          source: 'online',
          district_id: KOKSHETAU,
          created_at: squatted.createdAt.toISOString(),
        },
      },
    });
    // ...and the superseded one itself, kept, with why.
    const old = await json(await t.call('GET', `/api/applications/${squatted.id}`, { token }));
    expect(old.data.status).toBe('superseded');
    expect(old.data.history.map((h: Json) => h.action)).toContain('registration.supersede');
    expect(old.data.history.find((h: Json) => h.action === 'registration.supersede').after).toMatchObject({
      status: 'superseded',
      superseded_by: real.entity!.id,
    });

    // The tablet's outbox: a resend is a duplicate, the same draft again the same record; one person counted.
    expect(await tablet.push('registration.submit', args, 1)).toEqual({ ...real, status: 'duplicate' });
    expect(await tablet.push('registration.submit', args)).toEqual(real);
    const admin = await t.userWithRole('admin');
    const report = await json(await t.call('GET', '/api/reports/applications?group=status', { token: admin.token }));
    expect(report.data).toMatchObject({ total: 1, rows: [{ key: 'applied', count: 1 }] });
    const dashboard = await json(await t.call('GET', '/api/admin/dashboard', { token: admin.token }));
    expect(dashboard.data.numbers.registrations_today).toBe(1);
    expect((await json(await t.call('GET', '/api/public/reports/summary'))).data.total.applications).toBe(1);

    // Superseded is final: nobody sets it back by hand.
    const reopen = await t.call('POST', `/api/applications/${squatted.id}/status`, {
      token: admin.token,
      body: { status: 'applied', reason: 'по ошибке' },
    });
    expect(reopen.status).toBe(422);
    expect((await json(reopen)).errors).toEqual({ status: ['applications.errors.superseded'] });
  });

  it('an office import supersedes it too, even with the default "skip" strategy', async () => {
    const iin = nextIin();
    await selfRegister({ iin, fio: 'Бөтен Адам Тұрсынұлы' });
    const squatter = byIin(iin)[0]!;
    const { token } = await t.userWithRole('operator', { districtIds: [KOKSHETAU] });
    const job = await importFlow(t, token).importAll(await importSheet([registrationForm({ iin })]));
    expect(job).toMatchObject({ created_rows: 1, duplicate_rows: 0, error_rows: 0 });
    const [person] = byIin(iin);
    expect(person!.id).not.toBe(squatter.id);
    expect(applicationOf(person!.id)).toMatchObject({ source: 'import', status: 'applied' });
    expect(applicationOf(squatter.id).status).toBe('superseded');
  });

  it('the person’s own online registration stays: an office record with the phone it proved is "IIN taken", as between two offices', async () => {
    const iin = nextIin();
    const mine = await selfRegister({ iin });
    const { tablet } = await office();
    const again = await tablet.push('registration.submit', {
      client_record_id: crypto.randomUUID(),
      form: registrationForm({ iin, phone: mine.form.phone }),
    });
    expect(again).toEqual({
      status: 'rejected',
      errors: { iin: ['validation.iin.taken'], phone: ['validation.phone.taken'] },
    });
    expect(applicationOf(byIin(iin)[0]!.id).status).toBe('applied');
  });

  it('an office record refused for another reason leaves the online registration as it was', async () => {
    const iin = nextIin();
    await selfRegister({ iin });
    const someone = await t.userWithRole('applicant');
    const { tablet } = await office();
    const refused = await tablet.push('registration.submit', {
      client_record_id: crypto.randomUUID(),
      form: registrationForm({ iin, phone: someone.user.phone }),
    });
    expect(refused).toEqual({ status: 'rejected', errors: { phone: ['validation.phone.taken'] } });
    const [holder] = byIin(iin);
    expect(applicationOf(holder!.id)).toMatchObject({ status: 'applied', source: 'online' });
  });

  it('online, a second phone does not supersede the first, and is answered as if the office held the IIN', async () => {
    const heldOnline = nextIin();
    await selfRegister({ iin: heldOnline });
    const heldByOffice = nextIin();
    const { tablet } = await office();
    await tablet.push('registration.submit', {
      client_record_id: crypto.randomUUID(),
      form: registrationForm({ iin: heldByOffice }),
    });
    const answers = [(await selfRegister({ iin: heldOnline })).res, (await selfRegister({ iin: heldByOffice })).res];
    expect(answers.map((r) => r.status)).toEqual([422, 422]);
    const [a, b] = await Promise.all(answers.map(json));
    expect(a).toEqual(b);
    expect(byIin(heldOnline)).toHaveLength(1);
  });

  it('one phone claims one IIN online, and a superseded one does not free it for another', async () => {
    const phone = nextPhone();
    expect((await selfRegister({ iin: nextIin() }, phone)).res.status).toBe(201);
    const second = await selfRegister({ iin: nextIin() }, phone);
    expect(second.res.status).toBe(422);
    const { errors } = await json(second.res);
    expect(errors).toEqual({ phone: ['validation.phone.taken'] });
    for (const locale of ['kk', 'ru', 'en', 'zh'] as const)
      expect(translated(errors, locale).phone![0]).not.toBe('validation.phone.taken');

    const claimed = t.db.select().from(users).where(eq(users.phone, phone)).get()!;
    const { tablet } = await office();
    const real = await tablet.push('registration.submit', {
      client_record_id: crypto.randomUUID(),
      form: registrationForm({ iin: claimed.iin! }),
    });
    expect(real.status).toBe('applied');
    expect((await selfRegister({ iin: nextIin() }, phone)).res.status).toBe(422);
  });

  it("a refused IIN spends the SMS proof: one code answers one try, so strangers' IINs cannot be probed with it", async () => {
    const { tablet } = await office();
    const taken = nextIin();
    expect(
      await tablet.push('registration.submit', {
        client_record_id: crypto.randomUUID(),
        form: registrationForm({ iin: taken }),
      }),
    ).toMatchObject({ status: 'applied' });
    const proof = provenContact(t.db);
    const register = (iin: string) =>
      t.call('POST', '/api/register', {
        body: {
          ...registrationForm({ iin, phone: proof.phone }),
          password: 'secret1',
          verification: proof.verification,
        },
      });
    const first = await register(taken);
    expect(first.status).toBe(422);
    expect(Object.keys((await json(first)).errors)).toEqual(['iin']);
    // The same token, a free IIN: refused for the token, not answered about the IIN.
    const second = await register(nextIin());
    expect(second.status).toBe(422);
    expect(Object.keys((await json(second)).errors)).toEqual(['verification']);
  });

  it('a contest account holding the IIN lets go of it too: the office registers the person, and sees whose account it was', async () => {
    const iin = nextIin();
    const admin = await t.userWithRole('admin');
    const year = new Date().getFullYear();
    const settings = { year, opens_on: `${year}-01-01`, closes_on: `${year}-12-31`, grace_hours: 72 };
    expect((await t.call('PUT', '/api/contest/settings', { token: admin.token, body: settings })).status).toBe(200);
    const who = { iin, phone: nextPhone(), full_name: 'Бөтен Адам', password: 'secret-pass-1' };
    const account = await createContestAccount((path, body) => t.call('POST', path, { body }), t.dir, who);

    const { tablet, token } = await office();
    const args = { client_record_id: crypto.randomUUID(), form: registrationForm({ iin, fio: 'Нағыз Иесі Болатұлы' }) };
    const real = await tablet.push('registration.submit', args);
    expect(real).toMatchObject({ status: 'applied', entity: { type: 'application' } });
    expect(byIin(iin).map((u) => u.name)).toEqual(['Нағыз Иесі Болатұлы']);
    // The contest account keeps its phone and password; only the IIN it typed is gone.
    expect(t.db.select().from(users).where(eq(users.id, account.user.id)).get()).toMatchObject({
      iin: null,
      phone: who.phone,
    });
    const mine = await json(await t.call('GET', `/api/applications/${real.entity!.id}`, { token }));
    expect(mine.data.history[0].after.supersedes).toMatchObject({
      id: null,
      applicant_id: account.user.id,
      name: 'Бөтен Адам',
      source: 'contest_account',
    });
  });
});
