/**
 * Every kind of change — sign-in and sign-out, create, update, delete, status change, attach and detach,
 * settings — writes one user-action log entry naming who acted, on what, and the values before and after.
 * Each test makes one change through the real API and reads the log back through GET /api/user-logs.
 */
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { applications, contestApplications, files } from '../../db/schema.ts';
import type { UserLogEntry, UserLogPage } from '../../contract/user-logs.ts';
import { makeIin, makePhone, productData } from '../support/contest-data.ts';
import { insertFlow, someDistricts, waitingApplications } from '../support/flows.ts';
import { device } from '../support/push.ts';
import { importsIdle } from '../../api/imports/queue.ts';
import { KOKSHETAU, registrationForm } from '../support/registration-data.ts';
import { importFlow } from '../support/import-flow.ts';
import { importSheet } from '../support/import-sheet.ts';
import { createContestAccount } from '../support/contest-account.ts';
import { makeTestApp } from '../support/test-app.ts';

const t = makeTestApp();
afterAll(() => t.close());

const admin = await t.userWithRole('admin');
const d = someDistricts(t.db);

/** The newest log entry of `action`, as the admin's log page shows it. */
async function logged(action: string): Promise<UserLogEntry> {
  const res = await t.call('GET', `/api/user-logs?action=${encodeURIComponent(action)}&per_page=1`, {
    token: admin.token,
  });
  const page = (await res.json()) as UserLogPage;
  expect(page.data, `no log entry for ${action}`).toHaveLength(1);
  return page.data[0]!;
}

const ok = async (res: Response | Promise<Response>) => {
  const r = await res;
  expect(r.status, await r.clone().text()).toBeLessThan(300);
  return ((await r.json()) as { data: Record<string, unknown> & { id: number } }).data;
};

describe('sign-in and sign-out', () => {
  it('logs both, for the person who signed in', async () => {
    const who = await t.userWithRole('lawyer');
    expect((await logged('auth.login')).user?.id).toBe(who.user.id);
    await ok(t.call('POST', '/api/auth/logout', { token: who.token }));
    expect((await logged('auth.logout')).user?.id).toBe(who.user.id);
  });
});

describe('users', () => {
  it('logs create, update, block, unblock and password reset with the changed user and values', async () => {
    const created = await ok(
      t.call('POST', '/api/users', {
        token: admin.token,
        body: { name: 'Аудит Бір', phone: makePhone(), password: 'secret-1', role_id: 3 },
      }),
    );
    const entry = await logged('user.create');
    expect(entry).toMatchObject({ changed_user: { id: created.id }, before: null });
    expect(entry.after).toMatchObject({ name: 'Аудит Бір' });
    expect(JSON.stringify(entry.after)).not.toMatch(/secret-1|passwordHash/);

    await ok(
      t.call('POST', `/api/users/${created.id}`, {
        token: admin.token,
        body: { name: 'Аудит Екі', phone: created.phone, role_id: 3 },
      }),
    );
    expect(await logged('user.update')).toMatchObject({ before: { name: 'Аудит Бір' }, after: { name: 'Аудит Екі' } });
    for (const action of ['block', 'unblock'] as const) {
      await ok(t.call('POST', `/api/users/${created.id}/${action}`, { token: admin.token }));
      expect((await logged(`user.${action}`)).changed_user?.id).toBe(created.id);
    }
    await ok(
      t.call('POST', `/api/users/${created.id}/password`, { token: admin.token, body: { password: 'another-2' } }),
    );
    const reset = await logged('user.password_reset');
    expect(reset.changed_user?.id).toBe(created.id);
    expect(JSON.stringify(reset)).not.toContain('another-2');
  });
});

describe('content', () => {
  it('logs upload, create, update, publish and delete with before and after', async () => {
    const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#0f5f56' } })
      .png()
      .toBuffer();
    const form = new FormData();
    form.append('file', new File([new Uint8Array(png)], 'p.png', { type: 'image/png' }));
    await ok(
      t.app.request('/api/compress-file-upload', {
        method: 'POST',
        body: form,
        headers: { Authorization: `Bearer ${admin.token}` },
      }),
    );
    expect((await logged('media.upload')).after).toMatchObject({ kind: 'image' });

    const news = await ok(t.call('POST', '/api/news', { token: admin.token, body: { title: { ru: 'Жаңалық' } } }));
    expect((await logged('news.create')).after).toMatchObject({ id: news.id, title: { ru: 'Жаңалық' } });
    await ok(t.call('POST', `/api/news/${news.id}`, { token: admin.token, body: { title: { ru: 'Өзгерді' } } }));
    const update = await logged('news.update');
    expect([update.before?.title, update.after?.title]).toEqual([{ ru: 'Жаңалық' }, { ru: 'Өзгерді' }]);
    await ok(t.call('POST', `/api/news/${news.id}/publish`, { token: admin.token, body: { published: true } }));
    const publish = await logged('news.publish');
    expect([publish.before?.published, publish.after?.published]).toEqual([false, true]);
    await ok(t.call('DELETE', `/api/news/${news.id}`, { token: admin.token }));
    expect(await logged('news.delete')).toMatchObject({ subject_id: String(news.id), after: null });
  });
});

describe('training', () => {
  it('logs a registration pushed by a tablet, with the applicant as the changed user', async () => {
    const operator = await t.userWithRole('operator', { districtIds: [KOKSHETAU] });
    const result = await device(t, operator.token).push('registration.submit', {
      client_record_id: randomUUID(),
      form: registrationForm(),
    });
    expect(result.status).toBe('applied');
    const entry = await logged('registration.submit');
    expect(entry.user?.id).toBe(operator.user.id);
    expect(entry.changed_user).not.toBeNull();
  });

  it('logs an import job: its upload, each imported row and its end', async () => {
    const form = new FormData();
    form.append('file', new File([new Uint8Array(await importSheet([registrationForm()]))], 'people.xlsx'));
    const upload = t.app.request('/api/imports', {
      method: 'POST',
      body: form,
      headers: { Authorization: `Bearer ${admin.token}` },
    });
    const job = await ok(upload);
    // The upload stops at the mapping step; the dry run and the import follow (ADR 082).
    const f = importFlow(t, admin.token);
    await f.dryRun(job.id);
    await f.run(job.id);
    await importsIdle(t.db);
    expect(await logged('import.create')).toMatchObject({ subject_id: String(job.id), user: { id: admin.user.id } });
    expect(await logged('import.run')).toMatchObject({ subject_id: String(job.id), after: { strategy: 'skip' } });
    expect((await logged('import.row')).changed_user).not.toBeNull();
    expect((await logged('import.finish')).after).toMatchObject({ status: 'success' });
    await f.undo(job.id);
    expect(await logged('import.undo')).toMatchObject({ subject_id: String(job.id), after: { status: 'undone' } });
  });

  it('logs an application status change with the reason, its flow attach and detach, and its deletion', async () => {
    const [id] = waitingApplications(t.db, 1, d.regionId, d.districtId);
    const base = `/api/applications/${id}`;
    await ok(t.call('POST', `${base}/status`, { token: admin.token, body: { status: 'started', reason: 'Келді' } }));
    expect(await logged('application.status')).toMatchObject({
      subject_id: String(id),
      before: { status: 'applied' },
      after: { status: 'started', status_reason: 'Келді' },
    });
    await ok(t.call('POST', `${base}/status`, { token: admin.token, body: { status: 'applied', reason: 'Қате' } }));
    const flow = insertFlow(t.db, { ...d, startDate: '2026-12-01', endDate: '2026-12-05' });
    await ok(t.call('POST', `${base}/flow`, { token: admin.token, body: { flow_id: flow.id } }));
    expect((await logged('application.flow_attach')).after).toMatchObject({ flow_id: flow.id });
    await ok(t.call('DELETE', `${base}/flow`, { token: admin.token }));
    expect((await logged('application.flow_detach')).before).toMatchObject({ flow_id: flow.id });
    await ok(t.call('DELETE', base, { token: admin.token }));
    expect(await logged('application.delete')).toMatchObject({ subject_id: String(id) });
  });

  it('logs flow create and update, attach and detach, attendance marks and the settings', async () => {
    const body = {
      start_date: '2026-12-01',
      end_date: '2026-12-05',
      region_id: d.regionId,
      district_id: d.districtId,
      capacity: 30,
    };
    const flow = await ok(t.call('POST', '/api/flows', { token: admin.token, body }));
    expect((await logged('flow.create')).after).toMatchObject({ id: flow.id });
    await ok(t.call('POST', `/api/flows/${flow.id}`, { token: admin.token, body: { ...body, address: 'Мектеп' } }));
    const update = await logged('flow.update');
    expect([update.before?.address, update.after?.address]).toEqual([null, 'Мектеп']);

    const [app] = waitingApplications(t.db, 1, d.regionId, d.districtId);
    const roster = { application_ids: [app] };
    await ok(t.call('POST', `/api/flows/${flow.id}/attach`, { token: admin.token, body: roster }));
    expect(await logged('flow.attach')).toMatchObject({ before: { flow_id: null }, after: { flow_id: flow.id } });
    await ok(t.call('POST', `/api/flows/${flow.id}/detach`, { token: admin.token, body: roster }));
    expect((await logged('flow.detach')).before).toMatchObject({ flow_id: flow.id });

    await ok(t.call('PUT', '/api/flows/settings', { token: admin.token, body: { required_days: 4 } }));
    expect((await logged('settings.update')).after).toMatchObject({ required_days: 4 });

    const trainer = await t.userWithRole('trainer');
    const today = new Date().toISOString().slice(0, 10);
    const run = insertFlow(t.db, { ...d, trainerId: trainer.user.id, startDate: today, endDate: '2999-01-05' });
    t.db.update(applications).set({ flowId: run.id }).where(eq(applications.id, app!)).run();
    const markedAt = Date.now();
    const mark = { flowId: run.id, applicationId: app, day: 1, present: true, markedAt };
    expect((await device(t, trainer.token).push('attendance.mark', mark)).status).toBe('applied');
    expect((await logged('attendance.mark')).user?.id).toBe(trainer.user.id);
  });
});

describe('requests and the contest', () => {
  it('logs a request sent from a device and its status change in the inbox', async () => {
    const request = {
      id: randomUUID(),
      kind: 'contact',
      locale: 'en',
      name: 'Aigerim',
      email: 'aigerim@example.kz',
      phone: '+7 (701) 123-45-67',
      theme: 'Training',
      message: 'When does the next group start?',
      consent: true,
    };
    expect((await device(t, '').push('request.submit', request)).status).toBe('applied');
    const created = await logged('request.create');
    await ok(
      t.call('POST', `/api/requests/${created.subject_id}/status`, { token: admin.token, body: { status: 'handled' } }),
    );
    expect(await logged('request.status')).toMatchObject({ before: { status: 'new' }, after: { status: 'handled' } });
  });

  it('logs the contest settings, a nomination, an entry, a comment and its status change with the reason', async () => {
    const year = new Date().getFullYear();
    const settings = { year, opens_on: `${year}-01-01`, closes_on: `${year}-12-31`, grace_hours: 72 };
    await ok(t.call('PUT', '/api/contest/settings', { token: admin.token, body: settings }));
    expect((await logged('contest.settings_updated')).after).toMatchObject({ year });
    const nomination = await ok(
      t.call('POST', '/api/contest/nominations', {
        token: admin.token,
        body: { slug: 'audit-honey', kind: 'product', category: 'dairy', title: { kk: 'Бал', ru: 'Мёд' } },
      }),
    );
    expect((await logged('contest.nomination_created')).after).toMatchObject({ slug: 'audit-honey' });
    await ok(
      t.call('PATCH', `/api/contest/nominations/${nomination.id}`, { token: admin.token, body: { prize: 500000 } }),
    );
    expect((await logged('contest.nomination_updated')).after).toMatchObject({ prize: 500000 });

    const who = { iin: makeIin(), phone: makePhone(), full_name: 'Айгүл', password: 'secret-pass-1' };
    const account = await createContestAccount((path, body) => t.call('POST', path, { body }), t.dir, who);
    expect((await logged('contest.account_created')).user?.id).toBe(account.user.id);
    const fileId = randomUUID();
    const photo = { id: fileId, ownerId: account.user.id, kind: 'photo', name: 'p.jpg', mime: 'image/jpeg' } as const;
    t.db
      .insert(files)
      .values({ ...photo, size: 10, sha256: 'a'.repeat(64), status: 'complete' })
      .run();
    const sent = await device(t, account.token).push('contest.submit', productData(nomination.id, fileId, who));
    expect(sent.status).toBe('applied');
    const entryId = t.db
      .select()
      .from(contestApplications)
      .where(eq(contestApplications.applicantId, account.user.id))
      .get()!.id;
    expect((await logged('contest.application_created')).subject_id).toBe(String(entryId));

    const change = { status: 'rejected', reason: 'Фото анық емес' };
    await ok(t.call('POST', `/api/contest/applications/${entryId}/status`, { token: admin.token, body: change }));
    const comment = { text: 'Қаптамасының фотосы керек' };
    await ok(t.call('POST', `/api/contest/applications/${entryId}/comments`, { token: admin.token, body: comment }));
    expect(await logged('contest.comment_added')).toMatchObject({ subject_id: String(entryId), after: comment });
    expect(await logged('contest.status_changed')).toMatchObject({
      before: { status: 'received' },
      after: { status: 'rejected', status_reason: 'Фото анық емес' },
    });
  });
});

describe('the applicant’s own profile', () => {
  it('logs a profile update with the fields before and after', async () => {
    const me = await t.userWithRole('applicant', { iin: makeIin() });
    const form = registrationForm();
    const profile = {
      fio: 'Жаңа Аты',
      email: 'me@example.kz',
      phone_2: '',
      region_id: form.region_id,
      district_id: form.district_id,
      rural_okrug_id: '',
      locality: 'Көкшетау',
      residence_address: 'Абай көшесі, 1',
      education: 'higher',
      social_status: 'employed',
    };
    const res = await t.call('POST', '/api/update-profile', { token: me.token, body: profile });
    expect(res.status, await res.clone().text()).toBeLessThan(300);
    const entry = await logged('profile.update');
    expect(entry.changed_user?.id).toBe(me.user.id);
    expect(entry.after).toMatchObject({ user: { name: 'Жаңа Аты' } });
  });
});
