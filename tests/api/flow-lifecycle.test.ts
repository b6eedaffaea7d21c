/**
 * A flow's end of life and its hand-over (issue 22 point 8): deleting a flow without attendance deletes
 * it (participants back on the waiting list), with attendance archives it (ADR 058); archived flows leave
 * lists, pickers and tablets unless asked for; a flow handed to another trainer moves between tablets.
 */
import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catoFlows } from '../../api/flows/cato-flows.ts';
import { applications, userActions, type flows } from '../../db/schema.ts';
import { insertFlow, someDistricts, waitingApplications } from '../support/flows.ts';
import { makeTestApp } from '../support/test-app.ts';

const t = makeTestApp();
afterAll(() => t.close());
const d = someDistricts(t.db);
const today = new Date().toISOString().slice(0, 10);

type Signed = Awaited<ReturnType<typeof t.userWithRole>>;
let admin = '';
let adminId = 0;
let first: Signed;
let second: Signed;
beforeAll(async () => {
  const a = await t.userWithRole('admin');
  admin = a.token;
  adminId = a.user.id;
  first = await t.userWithRole('trainer');
  second = await t.userWithRole('trainer');
});

const json = async (res: Response) => ({ status: res.status, body: (await res.json()) as any }); // eslint-disable-line @typescript-eslint/no-explicit-any
const devices = new Map<string, { clientId: string; next: number }>();
/** One device per token, numbering its mutations as a tablet does. */
async function markAs(token: string, flowId: number, applicationId: number, day = 1) {
  let dev = devices.get(token);
  if (!dev) devices.set(token, (dev = { clientId: randomUUID(), next: 1 }));
  const res = await t.call('POST', '/api/sync/push', {
    token,
    body: {
      clientId: dev.clientId,
      clientSecret: 'cd'.repeat(32),
      schemaVersion: 1,
      mutations: [
        {
          id: dev.next++,
          name: 'attendance.mark',
          args: { flowId, applicationId, day, present: true, markedAt: Date.now() },
          createdAt: Date.now(),
        },
      ],
    },
  });
  return (await json(res)).body.data.results[0] as { status: string; errors?: Record<string, string[]> };
}
/** What a trainer's tablet holds of this flow after pulling everything: its doc, gone, or never seen. */
async function onTablet(token: string, flowId: number) {
  const { body } = await json(await t.call('GET', '/api/sync/pull?cursor=0', { token }));
  const rows = (body.data.changes as { type: string; id: number; deleted?: boolean }[]).filter(
    (c) => c.type === 'trainer_flow' && c.id === flowId,
  );
  const last = rows.at(-1);
  return !last ? 'never' : last.deleted ? 'gone' : 'held';
}
function flowWithRoster(n: number, extra: Partial<typeof flows.$inferInsert> = {}) {
  const flow = insertFlow(t.db, {
    ...d,
    trainerId: first.user.id,
    startDate: today,
    endDate: '2999-01-05',
    title: 'Ағын',
    contacts: '+7 700 000 00 00',
    workingHours: '10:00–13:00',
    address: 'Ауылдық клуб',
    ...extra,
  });
  const ids = waitingApplications(t.db, n, d.regionId, d.districtId);
  for (const id of ids) t.db.update(applications).set({ flowId: flow.id }).where(eq(applications.id, id)).run();
  return { flow, ids };
}
const listed = async (query = '') =>
  ((await json(await t.call('GET', `/api/flows${query}`, { token: admin }))).body.data as { id: number }[]).map(
    (f) => f.id,
  );
/** The open flows a registration form offers (the function behind the minute-cached GET /api/cato_flows). */
const openFlowIds = () => catoFlows(t.db, 'ru').flatMap((r) => r.items.flatMap((x) => x.flows.map((f) => f.id)));

describe('deleting a flow', () => {
  it('without attendance it is deleted, its participants go back to the waiting list and its tablet drops it', async () => {
    const { flow, ids } = flowWithRoster(2);
    expect(await onTablet(first.token, flow.id)).toBe('held');
    const res = await json(await t.call('DELETE', `/api/flows/${flow.id}`, { token: admin }));
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({ id: flow.id, outcome: 'deleted' });
    for (const id of ids) {
      const app = t.db.select().from(applications).where(eq(applications.id, id)).get()!;
      expect(app.flowId).toBeNull();
      expect(app.status).toBe('applied');
    }
    expect((await t.call('GET', `/api/flows/${flow.id}`, { token: admin })).status).toBe(404);
    expect(await listed('?archived=1')).not.toContain(flow.id);
    expect(await onTablet(first.token, flow.id)).toBe('gone');
    expect((await t.call('DELETE', `/api/flows/${flow.id}`, { token: admin })).status).toBe(404);
  });

  it('with attendance it is archived: hidden from the list, pickers and the tablet unless asked for', async () => {
    const { flow, ids } = flowWithRoster(1);
    expect((await markAs(first.token, flow.id, ids[0]!)).status).toBe('applied');
    expect(openFlowIds()).toContain(flow.id);
    const res = await json(await t.call('DELETE', `/api/flows/${flow.id}`, { token: admin }));
    expect(res.body.data).toEqual({ id: flow.id, outcome: 'archived' });
    expect(await listed()).not.toContain(flow.id);
    expect(await listed('?archived=1')).toContain(flow.id);
    const detail = await json(await t.call('GET', `/api/flows/${flow.id}`, { token: admin }));
    expect(detail.body.data.archived).toBe(true);
    expect(openFlowIds()).not.toContain(flow.id);
    expect(await onTablet(first.token, flow.id)).toBe('gone');
    // Its marks stay: the participant keeps the flow and the status attendance gave them.
    const app = t.db.select().from(applications).where(eq(applications.id, ids[0]!)).get()!;
    expect(app.flowId).toBe(flow.id);
    expect(app.status).toBe('started');
    // Nobody is put into an archived flow.
    const [waiting] = waitingApplications(t.db, 1, d.regionId, d.districtId);
    const attach = await json(
      await t.call('POST', `/api/applications/${waiting}/flow`, { token: admin, body: { flow_id: flow.id } }),
    );
    expect(attach.status).toBe(422);
    expect(attach.body.errors).toEqual({ flow_id: ['flows.errors.archived'] });
  });

  it('an operator deletes only in their own districts', async () => {
    const operator = await t.userWithRole('operator', { districtIds: [d.otherDistrictId] });
    const { flow } = flowWithRoster(0);
    const res = await t.call('DELETE', `/api/flows/${flow.id}`, { token: operator.token });
    expect(res.status).toBe(403);
    expect(await listed()).toContain(flow.id);
  });
});

describe('unarchiving a flow', () => {
  it('an admin brings an archived flow back to lists, pickers and its tablet, audited; operators may not', async () => {
    const { flow, ids } = flowWithRoster(1);
    expect((await markAs(first.token, flow.id, ids[0]!)).status).toBe('applied');
    await t.call('DELETE', `/api/flows/${flow.id}`, { token: admin });
    expect(await onTablet(first.token, flow.id)).toBe('gone');

    const operator = await t.userWithRole('operator', { districtIds: [d.districtId] });
    expect((await t.call('POST', `/api/flows/${flow.id}/unarchive`, { token: operator.token })).status).toBe(403);

    const res = await json(await t.call('POST', `/api/flows/${flow.id}/unarchive`, { token: admin }));
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ id: flow.id, archived: false, student_count: 1 });
    expect(await listed()).toContain(flow.id);
    expect(openFlowIds()).toContain(flow.id);
    expect(await onTablet(first.token, flow.id)).toBe('held');
    const logged = t.db
      .select()
      .from(userActions)
      .where(and(eq(userActions.action, 'flow.unarchive'), eq(userActions.subjectId, String(flow.id))))
      .get();
    expect(logged?.userId).toBe(adminId);

    const again = await json(await t.call('POST', `/api/flows/${flow.id}/unarchive`, { token: admin }));
    expect(again.status).toBe(409);
    expect(again.body.code).toBe('flows.errors.not_archived');
  });
});

describe('trainer hand-over', () => {
  it('the new trainer gets the flow and may mark it; the old one loses it and is refused', async () => {
    const { flow, ids } = flowWithRoster(1);
    expect(await onTablet(first.token, flow.id)).toBe('held');
    expect(await onTablet(second.token, flow.id)).toBe('never');

    const current = (await json(await t.call('GET', `/api/flows/${flow.id}`, { token: admin }))).body.data;
    const edited = await t.call('POST', `/api/flows/${flow.id}`, {
      token: admin,
      body: { ...current, trainer_id: second.user.id },
    });
    expect(edited.status).toBe(200);

    expect(await onTablet(second.token, flow.id)).toBe('held');
    expect(await onTablet(first.token, flow.id)).toBe('gone');
    expect((await markAs(second.token, flow.id, ids[0]!)).status).toBe('applied');
    const refused = await markAs(first.token, flow.id, ids[0]!, 2);
    expect(refused.status).toBe('rejected');
    expect(refused.errors).toEqual({ flowId: ['flows.errors.not_your_flow'] });
  });
});
