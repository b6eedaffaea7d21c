import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { device } from '../support/push.ts';
import { ABAY_REGION, AKMOLA, KOKSHETAU, registrationForm } from '../support/registration-data.ts';
import { makeTestApp } from '../support/test-app.ts';
import { users } from '../../db/schema.ts';
import { eq } from 'drizzle-orm';
import { hashPassword } from '../../api/lib/password.ts';

let t: ReturnType<typeof makeTestApp>;
beforeEach(() => (t = makeTestApp()));
afterEach(() => t.close());

/** An applicant registered at the office, who later set a password and signs in. */
async function registeredApplicant() {
  const op = await t.userWithRole('operator', { districtIds: [KOKSHETAU] });
  const form = registrationForm();
  await device(t, op.token).push('registration.submit', { client_record_id: crypto.randomUUID(), form });
  t.db
    .update(users)
    .set({ passwordHash: await hashPassword('secret1') })
    .where(eq(users.phone, String(form.phone)))
    .run();
  const res = await t.call('POST', '/api/auth/login', { body: { phone: form.phone, password: 'secret1' } });
  const { data } = (await res.json()) as { data: { token: string } };
  return { form, token: data.token };
}

const JPEG = new Uint8Array([
  0xff, 0xd8, 0xff, 0xe0, 0, 16, 0x4a, 0x46, 0x49, 0x46, 0, 1, 1, 0, 0, 1, 0, 1, 0, 0, 0xff, 0xd9,
]);

describe('the personal account', () => {
  it('shows personal data and my applications, and saves a profile update', async () => {
    const { token } = await registeredApplicant();
    const me = await t.call('GET', '/api/personal-data', { token });
    const { data } = (await me.json()) as { data: Record<string, any> }; // eslint-disable-line @typescript-eslint/no-explicit-any
    expect(data.profile).toMatchObject({ birthday: '1990-05-17', residence_address: 'Абай көшесі, 12' });
    expect(data.applications).toEqual([expect.objectContaining({ status: 'applied' })]);

    const profile = {
      fio: 'Асқар Серікбаев',
      email: 'asqar@example.kz',
      phone_2: '',
      region_id: AKMOLA,
      district_id: KOKSHETAU,
      locality: 'Көкшетау',
      residence_address: 'Ауэзов көшесі, 5',
      education: 'vocational',
      social_status: 'self_employed',
    };
    const elsewhere = await t.call('POST', '/api/update-profile', {
      token,
      body: { ...profile, region_id: ABAY_REGION },
    });
    expect(elsewhere.status).toBe(422);
    expect(((await elsewhere.json()) as { errors: unknown }).errors).toEqual({ district_id: [expect.any(String)] });
    const unknown = await t.call('POST', '/api/update-profile', {
      token,
      body: { ...profile, region_id: 999999999, district_id: 999999998, rural_okrug_id: 999999997 },
    });
    expect(unknown.status).toBe(422);
    expect(((await unknown.json()) as { errors: unknown }).errors).toEqual({
      region_id: ['validation.kato.mismatch'],
      district_id: ['validation.kato.mismatch'],
      rural_okrug_id: ['validation.kato.mismatch'],
    });
    // A district given as the region and a rural okrug of it as the district: right parents, wrong levels.
    const okrug = t.db.$client.prepare('SELECT id, parent_id AS district FROM kato WHERE level = 3 LIMIT 1').get() as {
      id: number;
      district: number;
    };
    const shifted = await t.call('POST', '/api/update-profile', {
      token,
      body: { ...profile, region_id: okrug.district, district_id: okrug.id },
    });
    expect(shifted.status).toBe(422);
    expect(((await shifted.json()) as { errors: unknown }).errors).toEqual({
      region_id: ['validation.kato.mismatch'],
      district_id: ['validation.kato.mismatch'],
    });
    const upd = await t.call('POST', '/api/update-profile', { token, body: profile });
    expect(upd.status).toBe(200);
    const after = ((await upd.json()) as { data: Record<string, any> }).data; // eslint-disable-line @typescript-eslint/no-explicit-any
    expect(after.user).toMatchObject({ name: 'Асқар Серікбаев', email: 'asqar@example.kz' });
    expect(after.profile).toMatchObject({ residence_address: 'Ауэзов көшесі, 5', education: 'vocational' });
  });

  it('keeps a profile photo that is an image and refuses anything else', async () => {
    const { token } = await registeredApplicant();
    const put = (body: Uint8Array<ArrayBuffer>) =>
      t.app.request('/api/profile-photo', { method: 'PUT', headers: { Authorization: `Bearer ${token}` }, body });
    expect((await put(new TextEncoder().encode('<script>alert(1)</script>'))).status).toBe(422);
    expect((await put(JPEG)).status).toBe(200);
    const got = await t.app.request('/api/profile-photo', { headers: { Authorization: `Bearer ${token}` } });
    expect(got.headers.get('Content-Type')).toBe('image/jpeg');
    expect(new Uint8Array(await got.arrayBuffer())).toEqual(JPEG);
  });

  it('staff cannot use the applicant profile update', async () => {
    const { token } = await t.userWithRole('operator');
    expect((await t.call('POST', '/api/update-profile', { token, body: {} })).status).toBe(403);
  });
});
