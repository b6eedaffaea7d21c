import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { applicantProfiles, applications, users } from '../../db/schema.ts';
import { ROLES } from '../../db/roles.ts';
import { applicationPull } from '../../api/applications/pull.ts';
import { device } from '../support/push.ts';
import { ABAY_REGION, KOKSHETAU, SEMEY, nextIin, registrationForm } from '../support/registration-data.ts';
import { makeTestApp } from '../support/test-app.ts';

let t: ReturnType<typeof makeTestApp>;
beforeEach(() => (t = makeTestApp()));
afterEach(() => t.close());

/** An operator of Kokshetau with a tablet. */
async function operator() {
  const op = await t.userWithRole('operator', { districtIds: [KOKSHETAU] });
  return { ...op, tablet: device(t, op.token) };
}

describe('registration.submit', () => {
  it('creates the applicant (role 1, profile) and an applied application with the operator responsible', async () => {
    const { user: op, tablet } = await operator();
    const id = crypto.randomUUID();
    const form = registrationForm({ phone: '+7 (705) 111-22-33' });
    const r = await tablet.push('registration.submit', { client_record_id: id, form });
    expect(r).toMatchObject({ status: 'applied', entity: { type: 'application' } });

    const applicant = t.db
      .select()
      .from(users)
      .where(eq(users.iin, String(form.iin)))
      .get()!;
    expect(applicant).toMatchObject({ roleId: ROLES.applicant, phone: '77051112233', districtId: KOKSHETAU });
    const profile = t.db.select().from(applicantProfiles).where(eq(applicantProfiles.userId, applicant.id)).get()!;
    expect(profile).toMatchObject({ gender: 'male', birthday: '1990-05-17', hasLoans: true, loansCount: 2 });
    const app = t.db.select().from(applications).where(eq(applications.applicantId, applicant.id)).get()!;
    expect(app).toMatchObject({
      status: 'applied',
      language: 'kk',
      lessonDistrictId: KOKSHETAU,
      responsibleId: op.id,
      clientRecordId: id,
    });
    expect(app.serverVersion).toBeGreaterThan(0);

    // the operator's device and the applicant's device both pull it
    expect(applicationPull.changes(t.db, op, 0, 10)).toHaveLength(1);
    expect(applicationPull.changes(t.db, applicant, 0, 10)[0]?.data).toMatchObject({ status: 'applied' });
  });

  it('the same person entered on two tablets offline ends as one applicant; the second is "not a unique IIN"', async () => {
    const { tablet: a } = await operator();
    const { tablet: b } = await operator();
    const form = registrationForm();
    const first = await a.push('registration.submit', { client_record_id: crypto.randomUUID(), form });
    const second = await b.push('registration.submit', {
      client_record_id: crypto.randomUUID(),
      form: { ...form, phone: '77059998877' },
    });
    expect(first.status).toBe('applied');
    expect(second).toEqual({ status: 'rejected', errors: { iin: ['validation.iin.taken'] } });
    expect(
      t.db
        .select()
        .from(users)
        .where(eq(users.iin, String(form.iin)))
        .all(),
    ).toHaveLength(1);
    expect(t.db.select().from(applications).all()).toHaveLength(1);
  });

  it('rejects a phone that is already registered with "not a unique phone"', async () => {
    const { tablet } = await operator();
    const form = registrationForm();
    await tablet.push('registration.submit', { client_record_id: crypto.randomUUID(), form });
    const again = await tablet.push('registration.submit', {
      client_record_id: crypto.randomUUID(),
      form: registrationForm({ phone: form.phone }),
    });
    expect(again).toEqual({ status: 'rejected', errors: { phone: ['validation.phone.taken'] } });
  });

  it('a repeated submission of the same draft makes no second application', async () => {
    const { tablet } = await operator();
    const args = { client_record_id: crypto.randomUUID(), form: registrationForm() };
    const first = await tablet.push('registration.submit', args);
    const resent = await tablet.push('registration.submit', args, 1); // same mutation id: answer lost, sent again
    const again = await tablet.push('registration.submit', args); // same draft queued again under a new id
    expect(resent).toEqual({ ...first, status: 'duplicate' });
    expect(again).toEqual(first);
    expect(t.db.select().from(applications).all()).toHaveLength(1);
  });

  it('an operator registering outside their districts is rejected', async () => {
    const { tablet } = await operator();
    const outside = registrationForm({
      region_id: ABAY_REGION,
      district_id: SEMEY,
      lesson_region_id: ABAY_REGION,
      lesson_district_id: SEMEY,
    });
    const r = await tablet.push('registration.submit', {
      client_record_id: crypto.randomUUID(),
      form: outside,
    });
    expect(r).toEqual({
      status: 'rejected',
      errors: { district_id: ['validation.district.not_yours'], lesson_district_id: ['validation.district.not_yours'] },
    });
    expect(t.db.select().from(users).where(eq(users.roleId, ROLES.applicant)).all()).toHaveLength(0);
  });

  it('rejects a district that is not in the chosen region', async () => {
    const admin = device(t, (await t.userWithRole('admin')).token);
    const r = await admin.push('registration.submit', {
      client_record_id: crypto.randomUUID(),
      form: registrationForm({ region_id: ABAY_REGION }),
    });
    expect(r).toEqual({ status: 'rejected', errors: { district_id: ['validation.kato.mismatch'] } });
  });

  it('rejects an IIN whose birthday or sex disagrees with the form, and a minor', async () => {
    const { tablet } = await operator();
    const r = await tablet.push('registration.submit', {
      client_record_id: crypto.randomUUID(),
      form: registrationForm({ birthday: '1990-05-18', gender: 'female' }),
    });
    expect(r).toEqual({
      status: 'rejected',
      errors: { birthday: ['validation.birthday.invalid'], gender: ['validation.gender.iin'] },
    });
    const minor = await tablet.push('registration.submit', {
      client_record_id: crypto.randomUUID(),
      form: registrationForm({ iin: nextIin('100517', '5'), birthday: '2010-05-17' }),
    });
    expect(minor).toEqual({ status: 'rejected', errors: { birthday: ['validation.age.adult'] } });
  });

  it('applicants may not push registrations for others', async () => {
    const applicant = device(t, (await t.userWithRole('applicant')).token);
    const r = await applicant.push('registration.submit', {
      client_record_id: crypto.randomUUID(),
      form: registrationForm(),
    });
    expect(r).toEqual({ status: 'rejected', errors: { _: ['errors.no_role_access'] } });
  });
});

describe('device clocks on registrations', () => {
  it('a registration dated 1970, 3000 or past a Date is stored at receipt time; the device time goes to the log', async () => {
    const op = await t.userWithRole('operator', { districtIds: [KOKSHETAU] });
    const clientId = crypto.randomUUID();
    const claims = [0, Date.UTC(3000, 0, 1), 8.64e15 + 1];
    const before = Date.now();
    const res = await t.call('POST', '/api/sync/push', {
      token: op.token,
      body: {
        clientId,
        clientSecret: 'ab'.repeat(32),
        schemaVersion: 1,
        mutations: claims.map((createdAt, i) => ({
          id: i + 1,
          name: 'registration.submit',
          args: { client_record_id: crypto.randomUUID(), form: registrationForm() },
          createdAt,
        })),
      },
    });
    const after = Date.now();
    expect(res.status).toBe(200);
    const { data } = (await res.json()) as { data: { results: { status: string; entity: { id: number } }[] } };
    expect(data.results.map((r) => r.status)).toEqual(['applied', 'applied', 'applied']);
    for (const r of data.results) {
      const app = t.db.select().from(applications).where(eq(applications.id, r.entity.id)).get()!;
      expect(app.submittedAt!.getTime()).toBeGreaterThanOrEqual(before);
      expect(app.submittedAt!.getTime()).toBeLessThanOrEqual(after);
    }
    const logged = t.db.$client
      .prepare(
        "SELECT json_extract(after, '$.device_created_at') AS device FROM user_actions WHERE action = 'registration.submit' ORDER BY id",
      )
      .pluck()
      .all();
    expect(logged).toEqual([0, Date.UTC(3000, 0, 1), null]);
  });

  it('a plausible device time (typed offline an hour ago) is kept', async () => {
    const op = await t.userWithRole('operator', { districtIds: [KOKSHETAU] });
    const typed = Date.now() - 3_600_000;
    const res = await t.call('POST', '/api/sync/push', {
      token: op.token,
      body: {
        clientId: crypto.randomUUID(),
        clientSecret: 'ab'.repeat(32),
        schemaVersion: 1,
        mutations: [
          {
            id: 1,
            name: 'registration.submit',
            args: { client_record_id: crypto.randomUUID(), form: registrationForm() },
            createdAt: typed,
          },
        ],
      },
    });
    const { data } = (await res.json()) as { data: { results: { entity: { id: number } }[] } };
    const app = t.db.select().from(applications).where(eq(applications.id, data.results[0]!.entity.id)).get()!;
    expect(app.submittedAt!.getTime()).toBe(typed);
  });
});
