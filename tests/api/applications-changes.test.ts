/**
 * Every change an office makes to an application (status with reason, flow attach, detach, delete)
 * is in the user-action log with before/after and reaches the applicant's device on the next pull.
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applications, userActions } from '../../db/schema.ts';
import { insertFlow, someDistricts } from '../support/flows.ts';
import { makeTestApp } from '../support/test-app.ts';
import { translated } from '../support/translated-errors.ts';

const t = makeTestApp();
afterAll(() => t.close());
const d = someDistricts(t.db);

let admin = '';
let operator: Awaited<ReturnType<typeof t.userWithRole>>;
let applicant: Awaited<ReturnType<typeof t.userWithRole>>;
let appId = 0;

beforeAll(async () => {
  admin = (await t.userWithRole('admin')).token;
  operator = await t.userWithRole('operator', { districtIds: [d.districtId] });
  applicant = await t.userWithRole('applicant', { iin: '900101300017' });
  appId = t.db
    .insert(applications)
    .values({ applicantId: applicant.user.id, lessonRegionId: d.regionId, lessonDistrictId: d.districtId })
    .returning()
    .get().id;
});

type Change = { type: string; id: number; version: number; deleted: boolean; data: Record<string, unknown> };
async function pulled(): Promise<Change | undefined> {
  const res = await t.call('GET', '/api/sync/pull?cursor=0', { token: applicant.token });
  const body = (await res.json()) as { data: { changes: Change[] } };
  return body.data.changes.find((c) => c.type === 'application' && c.id === appId);
}
const lastAudit = () =>
  t.db
    .select()
    .from(userActions)
    .where(and(eq(userActions.subjectType, 'application'), eq(userActions.subjectId, String(appId))))
    .all()
    .at(-1)!;

describe('changing an application', () => {
  it('a status change needs a reason, translated per field, and changes nothing without one', async () => {
    const res = await t.call('POST', `/api/applications/${appId}/status`, {
      token: admin,
      locale: 'ru',
      body: { status: 'started', reason: '  ' },
    });
    expect(res.status).toBe(422);
    const body = (await res.json()) as { errors: Record<string, string[]> };
    expect(body.errors.reason).toEqual(['validation.reason.required']);
    expect(translated(body.errors, 'ru').reason?.[0]).toMatch(/причин/i);
    expect(t.db.select().from(applications).where(eq(applications.id, appId)).get()!.status).toBe('applied');
  });

  it('a status change with a reason is audited and the applicant pulls the status and the reason', async () => {
    const before = (await pulled())?.version ?? 0;
    const res = await t.call('POST', `/api/applications/${appId}/status`, {
      token: operator.token,
      body: { status: 'not_completed', reason: 'Did not come on day 1' },
    });
    expect(res.status).toBe(200);
    const log = lastAudit();
    expect(log).toMatchObject({
      action: 'application.status',
      userId: operator.user.id,
      before: { status: 'applied', status_reason: null },
      after: { status: 'not_completed', status_reason: 'Did not come on day 1' },
    });
    const change = (await pulled())!;
    expect(change.version).toBeGreaterThan(before);
    expect(change.data).toMatchObject({ status: 'not_completed', status_reason: 'Did not come on day 1' });
    const detail = (await (await t.call('GET', `/api/applications/${appId}`, { token: admin })).json()) as {
      data: { history: { action: string; user_name: string }[] };
    };
    expect(detail.data.history.map((h) => h.action)).toContain('application.status');
  });

  it('attach to a flow and detach from it are audited and pulled', async () => {
    await t.call('POST', `/api/applications/${appId}/status`, {
      token: admin,
      body: { status: 'applied', reason: 'Back on the waiting list' },
    });
    const flow = insertFlow(t.db, { regionId: d.regionId, districtId: d.districtId, startDate: '2999-01-01' });
    let version = (await pulled())!.version;

    const attached = await t.call('POST', `/api/applications/${appId}/flow`, {
      token: admin,
      body: { flow_id: flow.id },
    });
    expect(attached.status).toBe(200);
    expect(lastAudit()).toMatchObject({
      action: 'application.flow_attach',
      before: { flow_id: null },
      after: { flow_id: flow.id },
    });
    let change = (await pulled())!;
    expect(change.version).toBeGreaterThan(version);
    expect(change.data.flow_id).toBe(flow.id);

    const again = await t.call('POST', `/api/applications/${appId}/flow`, { token: admin, body: { flow_id: flow.id } });
    expect(again.status).toBe(422);

    // An office's reason for "started" does not outlive the automatic return to the waiting list.
    await t.call('POST', `/api/applications/${appId}/status`, {
      token: admin,
      body: { status: 'started', reason: 'Came on day 1' },
    });
    version = (await pulled())!.version;
    const detached = await t.call('DELETE', `/api/applications/${appId}/flow`, { token: admin });
    expect(detached.status).toBe(200);
    expect(lastAudit()).toMatchObject({
      action: 'application.flow_detach',
      before: { flow_id: flow.id },
      after: { flow_id: null },
    });
    change = (await pulled())!;
    expect(change.version).toBeGreaterThan(version);
    expect(change.data).toMatchObject({ flow_id: null, status: 'applied', status_reason: null });
  });

  it("an operator cannot attach to another district's flow, nor change another district's application", async () => {
    const flow = insertFlow(t.db, { regionId: d.regionId, districtId: d.otherDistrictId });
    const res = await t.call('POST', `/api/applications/${appId}/flow`, {
      token: operator.token,
      body: { flow_id: flow.id },
    });
    expect(res.status).toBe(422);
    const other = await t.userWithRole('applicant');
    const otherApp = t.db
      .insert(applications)
      .values({ applicantId: other.user.id, lessonRegionId: d.regionId, lessonDistrictId: d.otherDistrictId })
      .returning()
      .get();
    for (const [method, path, body] of [
      ['POST', `/api/applications/${otherApp.id}/status`, { status: 'started', reason: 'x' }],
      ['POST', `/api/applications/${otherApp.id}/flow`, { flow_id: flow.id }],
      ['DELETE', `/api/applications/${otherApp.id}/flow`, undefined],
      ['DELETE', `/api/applications/${otherApp.id}`, undefined],
    ] as const)
      expect((await t.call(method, path, { token: operator.token, body })).status).toBe(404);
    expect(t.db.select().from(applications).where(eq(applications.id, otherApp.id)).get()).toMatchObject({
      status: 'applied',
      deletedAt: null,
    });
  });

  it('delete is soft, audited, leaves the list, and the applicant’s device is told to drop it', async () => {
    const version = (await pulled())!.version;
    const res = await t.call('DELETE', `/api/applications/${appId}`, { token: admin });
    expect(res.status).toBe(200);
    expect(lastAudit()).toMatchObject({ action: 'application.delete', before: { deleted_at: null } });
    expect(t.db.select().from(applications).where(eq(applications.id, appId)).get()!.deletedAt).not.toBeNull();
    expect((await t.call('GET', `/api/applications/${appId}`, { token: admin })).status).toBe(404);
    const list = (await (await t.call('GET', '/api/applications?q=900101300017', { token: admin })).json()) as {
      meta: { total: number };
    };
    expect(list.meta.total).toBe(0);
    const change = (await pulled())!;
    expect(change.version).toBeGreaterThan(version);
    expect(change.deleted).toBe(true);
  });
});
