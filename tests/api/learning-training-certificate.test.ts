/**
 * The training certificate follows the application's status (ADR 125): issued in the transaction that
 * makes it completed — an office's status change or the trainer's attendance — revoked with the reason
 * in the log when it leaves completed, valid again (the same number) when it comes back, unless an
 * admin revoked it. Exactly one per application, whatever is replayed.
 */
import { and, eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { applications, learnCertificates, userActions } from '../../db/schema.ts';
import { insertFlow, someDistricts } from '../support/flows.ts';
import { body } from '../support/learning.ts';
import { device } from '../support/push.ts';
import { makeTestApp } from '../support/test-app.ts';

let t: ReturnType<typeof makeTestApp>;
afterEach(() => t.close());

/** A participant in a trainer's 5-day flow that ended (12–16 January 2026). */
async function participant() {
  t = makeTestApp();
  const me = await t.userWithRole('applicant');
  const trainer = await t.userWithRole('trainer');
  const admin = await t.userWithRole('admin');
  const d = someDistricts(t.db);
  const flow = insertFlow(t.db, { ...d, startDate: '2026-01-12', endDate: '2026-01-16', trainerId: trainer.user.id });
  const app = t.db
    .insert(applications)
    .values({ applicantId: me.user.id, lessonRegionId: d.regionId, lessonDistrictId: d.districtId, flowId: flow.id })
    .returning()
    .get();
  const certificates = () =>
    t.db.select().from(learnCertificates).where(eq(learnCertificates.applicationId, app.id)).all();
  const logged = (action: string) =>
    t.db
      .select()
      .from(userActions)
      .where(and(eq(userActions.action, action), eq(userActions.subjectType, 'learn_certificate')))
      .all();
  const setStatus = (status: string) =>
    t.call('POST', `/api/applications/${app.id}/status`, {
      token: admin.token,
      body: { status, reason: 'Checked against the attendance sheet' },
    });
  const verify = async (code: string) => (await body(await t.call('GET', `/api/public/verify/${code}`))).data.status;
  return { me, trainer, admin, flow, app, certificates, logged, setStatus, verify };
}

describe('the training certificate follows the status', () => {
  it('an office marking the application completed issues it at once; leaving completed revokes it; coming back makes it valid again', async () => {
    const p = await participant();
    expect((await p.setStatus('completed')).status).toBe(200);
    // Issued before anyone reads the account, dated by the flow's last day.
    const [cert] = p.certificates();
    expect(cert).toMatchObject({ userId: p.me.user.id, revokedAt: null, number: expect.stringMatching(/^QZ-2026-/) });
    expect(cert!.issuedAt.toISOString()).toBe('2026-01-16T07:00:00.000Z');
    expect(await p.verify(cert!.code)).toBe('valid');
    // The same status again (a double click, a resent form) issues nothing more.
    await p.setStatus('completed');
    expect(p.certificates()).toHaveLength(1);
    expect(p.logged('learn.certificate.issue')).toHaveLength(1);

    await p.setStatus('not_completed');
    expect(await p.verify(cert!.code)).toBe('revoked');
    const [revoked] = p.logged('learn.certificate.revoke');
    expect(revoked).toMatchObject({
      userId: p.admin.user.id,
      subjectId: String(cert!.id),
      changedUserId: p.me.user.id,
      after: expect.objectContaining({ revoked_reason: 'status', status: 'not_completed' }),
    });
    expect((await body(await t.call('GET', '/api/personal-data', { token: p.me.token }))).data.certificates).toEqual(
      [],
    );

    await p.setStatus('completed');
    expect(p.certificates()).toEqual([{ ...cert, revokedAt: null, revokedReason: null }]);
    expect(await p.verify(cert!.code)).toBe('valid');
    expect(p.logged('learn.certificate.reinstate')).toHaveLength(1);
    expect(p.logged('learn.certificate.issue')).toHaveLength(1);
  });

  it("an admin's revocation stays when the status comes back to completed", async () => {
    const p = await participant();
    await p.setStatus('completed');
    const [cert] = p.certificates();
    // Revoked by the status first, then by an admin: the admin's decision is what stays.
    await p.setStatus('started');
    await t.call('POST', `/api/courses/certificates/${cert!.id}/revoke`, { token: p.admin.token });
    await p.setStatus('completed');
    expect(await p.verify(cert!.code)).toBe('revoked');
    expect(p.certificates()).toHaveLength(1);
    expect(p.certificates()[0]!.revokedReason).toBe('admin');
  });

  it("the trainer's fifth present mark issues it in the same push; a replayed mark adds nothing; a late absent mark revokes it", async () => {
    const p = await participant();
    const tablet = device(t, p.trainer.token);
    const mark = (day: number, present: boolean, id?: number, at = Date.now()) =>
      tablet.push(
        'attendance.mark',
        { flowId: p.flow.id, applicationId: p.app.id, day, present, markedAt: at },
        id,
        at,
      );
    for (const day of [1, 2, 3, 4]) expect((await mark(day, true)).status).toBe('applied');
    expect(p.certificates()).toEqual([]);
    const fifth = Date.now();
    expect((await mark(5, true, 5, fifth)).status).toBe('applied');
    const [cert] = p.certificates();
    expect(t.db.select().from(applications).where(eq(applications.id, p.app.id)).get()!.status).toBe('completed');
    expect(await p.verify(cert!.code)).toBe('valid');
    // The tablet lost the answer and sends the same mark again.
    expect((await mark(5, true, 5, fifth)).status).toBe('duplicate');
    expect(p.certificates()).toEqual([cert]);
    expect(p.logged('learn.certificate.issue')).toEqual([
      expect.objectContaining({ userId: p.trainer.user.id, changedUserId: p.me.user.id }),
    ]);

    // The trainer corrects day 3: the participant no longer completed the ended flow.
    const correction = Date.now() + 1000;
    expect((await mark(3, false, 6, correction)).status).toBe('applied');
    expect(await p.verify(cert!.code)).toBe('revoked');
    expect(p.logged('learn.certificate.revoke')[0]!.after).toMatchObject({
      revoked_reason: 'status',
      status: 'not_completed',
    });
    // The correction is replayed: still revoked once.
    expect((await mark(3, false, 6, correction)).status).toBe('duplicate');
    expect(p.logged('learn.certificate.revoke')).toHaveLength(1);
    expect((await mark(3, true, 7, Date.now() + 2000)).status).toBe('applied');
    expect(await p.verify(cert!.code)).toBe('valid');
    expect(p.certificates()).toHaveLength(1);
  });

  it('taking a completed participant out of the flow revokes it', async () => {
    const p = await participant();
    await p.setStatus('completed');
    const [cert] = p.certificates();
    expect((await t.call('DELETE', `/api/applications/${p.app.id}/flow`, { token: p.admin.token })).status).toBe(200);
    expect(await p.verify(cert!.code)).toBe('revoked');
  });

  it('deleting a completed application revokes its certificate, with the deletion in the log', async () => {
    const p = await participant();
    await p.setStatus('completed');
    const [cert] = p.certificates();
    expect((await t.call('DELETE', `/api/applications/${p.app.id}`, { token: p.admin.token })).status).toBe(200);
    expect(await p.verify(cert!.code)).toBe('revoked');
    expect(p.logged('learn.certificate.revoke')[0]).toMatchObject({
      userId: p.admin.user.id,
      after: expect.objectContaining({ revoked_reason: 'status', application_deleted: true }),
    });
  });
});
