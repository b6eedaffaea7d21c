import { randomUUID } from 'node:crypto';
import { and, eq, ne } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { flows } from '../../db/schema.ts';
import { applications, attendanceMarks, kato } from '../../db/schema.ts';
import { finishEndedFlows } from '../../api/flows/status.ts';
import { makeTestApp } from '../support/test-app.ts';
import { translated } from '../support/translated-errors.ts';
import { insertFlow, someDistricts, waitingApplications } from '../support/flows.ts';

const t = makeTestApp();
afterAll(() => t.close());
const d = someDistricts(t.db);

let admin = '';
let trainer: Awaited<ReturnType<typeof t.userWithRole>>;
beforeAll(async () => {
  admin = (await t.userWithRole('admin')).token;
  trainer = await t.userWithRole('trainer');
});

const json = async (res: Response) => ({ status: res.status, body: (await res.json()) as any }); // eslint-disable-line @typescript-eslint/no-explicit-any
const mark = (flowId: number, applicationId: number, day: number, present: boolean, markedAt: number) => ({
  name: 'attendance.mark',
  args: { flowId, applicationId, day, present, markedAt },
  createdAt: markedAt,
});
/** Pushes marks as one device would, numbering its mutations from `first`. */
async function pushMarks(token: string, clientId: string, marks: ReturnType<typeof mark>[], first = 1) {
  const res = await t.call('POST', '/api/sync/push', {
    token,
    body: {
      clientId,
      clientSecret: 'ab'.repeat(32),
      schemaVersion: 1,
      mutations: marks.map((m, i) => ({ id: first + i, ...m })),
    },
  });
  return (await json(res)).body.data.results as { status: string; errors?: Record<string, string[]> }[];
}
const statusOf = (id: number) => t.db.select().from(applications).where(eq(applications.id, id)).get()!.status;
const today = new Date().toISOString().slice(0, 10);

function flowWithRoster(n: number, extra: Partial<typeof flows.$inferInsert> = {}) {
  const flow = insertFlow(t.db, {
    ...d,
    trainerId: trainer.user.id,
    startDate: today,
    endDate: '2999-01-05',
    ...extra,
  });
  const ids = waitingApplications(t.db, n, d.regionId, d.districtId);
  for (const id of ids) t.db.update(applications).set({ flowId: flow.id }).where(eq(applications.id, id)).run();
  return { flow, ids };
}

describe('attendance marks', () => {
  it('two devices mark one cell: the later markedAt wins whatever arrives last, and both marks stay in history', async () => {
    const { flow, ids } = flowWithRoster(1);
    const [app] = ids as [number];
    const base = Date.now();
    // Device B marked later (absent) but syncs first; device A's earlier "present" arrives afterwards.
    expect(await pushMarks(trainer.token, randomUUID(), [mark(flow.id, app, 1, false, base + 5000)])).toMatchObject([
      { status: 'applied' },
    ]);
    expect(await pushMarks(trainer.token, randomUUID(), [mark(flow.id, app, 1, true, base)])).toMatchObject([
      { status: 'applied' },
    ]);

    const report = await json(await t.call('GET', `/api/flows/${flow.id}/report`, { token: admin }));
    expect(report.body.data.rows[0].marks[0]).toBe(false);
    const history = t.db.select().from(attendanceMarks).where(eq(attendanceMarks.applicationId, app)).all();
    expect(history.map((h) => h.present).sort()).toEqual([false, true]);
    expect(statusOf(app)).toBe('applied');

    // The trainer's tablet pulls the same winner.
    const pull = await json(await t.call('GET', '/api/sync/pull?cursor=0', { token: trainer.token }));
    const doc = pull.body.data.changes.find(
      (c: { type: string; id: number }) => c.type === 'trainer_flow' && c.id === flow.id,
    );
    expect(doc.data.participants[0].marks['1']).toMatchObject({ present: false, marked_at: base + 5000 });
  });

  it('a mark for someone removed from the flow, or from another trainer, is rejected', async () => {
    const { flow, ids } = flowWithRoster(2);
    const detached = await t.call('POST', `/api/flows/${flow.id}/detach`, {
      token: admin,
      body: { application_ids: [ids[0]] },
    });
    expect(detached.status).toBe(200);
    const other = await t.userWithRole('trainer');
    const results = await pushMarks(trainer.token, randomUUID(), [mark(flow.id, ids[0]!, 1, true, Date.now())]);
    expect(results[0]).toMatchObject({ status: 'rejected', errors: { applicationId: ['flows.errors.not_in_flow'] } });
    const foreign = await pushMarks(other.token, randomUUID(), [mark(flow.id, ids[1]!, 1, true, Date.now())]);
    expect(foreign[0]).toMatchObject({ status: 'rejected', errors: { flowId: ['flows.errors.not_your_flow'] } });
  });
});

describe('attendance device clocks', () => {
  it('a mark dated 9999 does not beat a later correction; its device time stays in the log', async () => {
    const { flow, ids } = flowWithRoster(1);
    const [app] = ids as [number];
    const far = Date.UTC(9999, 11, 31);
    expect(await pushMarks(trainer.token, randomUUID(), [mark(flow.id, app, 1, true, far)])).toMatchObject([
      { status: 'applied' },
    ]);
    expect(
      await pushMarks(trainer.token, randomUUID(), [mark(flow.id, app, 1, false, Date.now() + 1000)]),
    ).toMatchObject([{ status: 'applied' }]);
    const report = await json(await t.call('GET', `/api/flows/${flow.id}/report`, { token: admin }));
    expect(report.body.data.rows[0].marks[0]).toBe(false);
    const logged = t.db.$client
      .prepare(
        "SELECT json_extract(after, '$.device_marked_at') FROM user_actions WHERE action = 'attendance.mark' AND subject_id = ? ORDER BY id",
      )
      .pluck()
      .all(String(app));
    expect(logged).toEqual([far, null]);
  });

  it('a mark dated before its flow began counts from its receipt', async () => {
    const { flow, ids } = flowWithRoster(1);
    const before = Date.now();
    await pushMarks(trainer.token, randomUUID(), [mark(flow.id, ids[0]!, 1, true, Date.UTC(2001, 0, 1))]);
    const stored = t.db.select().from(attendanceMarks).where(eq(attendanceMarks.applicationId, ids[0]!)).get()!;
    expect(stored.markedAt.getTime()).toBeGreaterThanOrEqual(before);
  });

  it('markedAt beyond what a date can hold is refused on its field; the rest of the batch applies', async () => {
    const { flow, ids } = flowWithRoster(1);
    const results = await pushMarks(trainer.token, randomUUID(), [
      { ...mark(flow.id, ids[0]!, 1, true, 8.64e15 + 1), createdAt: Date.now() },
      mark(flow.id, ids[0]!, 2, true, Date.now()),
    ]);
    expect(results).toMatchObject([
      { status: 'rejected', errors: { markedAt: ['validation.time.invalid'] } },
      { status: 'applied' },
    ]);
  });
});

describe('status follows attendance', () => {
  it('applied → started on the first present day → completed after 5 of 5', async () => {
    const { flow, ids } = flowWithRoster(1);
    const app = ids[0]!;
    const now = Date.now();
    expect(statusOf(app)).toBe('applied');
    await pushMarks(trainer.token, randomUUID(), [mark(flow.id, app, 1, true, now)]);
    expect(statusOf(app)).toBe('started');
    const client = randomUUID();
    await pushMarks(
      trainer.token,
      client,
      [2, 3, 4].map((day) => mark(flow.id, app, day, true, now + day)),
    );
    expect(statusOf(app)).toBe('started');
    await pushMarks(trainer.token, client, [mark(flow.id, app, 5, true, now + 5)], 4);
    expect(statusOf(app)).toBe('completed');
  });

  it('the required number of days is a setting: 4 of 5 completes when set to 4', async () => {
    const set = await t.call('PUT', '/api/flows/settings', { token: admin, body: { required_days: 4 } });
    expect(set.status).toBe(200);
    const { flow, ids } = flowWithRoster(1);
    const now = Date.now();
    await pushMarks(
      trainer.token,
      randomUUID(),
      [1, 2, 3, 4].map((day) => mark(flow.id, ids[0]!, day, true, now + day)),
    );
    expect(statusOf(ids[0]!)).toBe('completed');
    await t.call('PUT', '/api/flows/settings', { token: admin, body: { required_days: 5 } });
  });

  it('when a flow has ended, who did not complete becomes not_completed; who completed stays completed', async () => {
    const { flow, ids } = flowWithRoster(2, { startDate: '2020-01-06', endDate: '2020-01-10' });
    const now = Date.now();
    await pushMarks(
      trainer.token,
      randomUUID(),
      [1, 2, 3, 4, 5].map((day) => mark(flow.id, ids[0]!, day, true, now + day)),
    );
    await pushMarks(trainer.token, randomUUID(), [mark(flow.id, ids[1]!, 1, true, now)]);
    expect(statusOf(ids[0]!)).toBe('completed');
    expect(statusOf(ids[1]!)).toBe('not_completed');
    t.db.update(applications).set({ status: 'started' }).where(eq(applications.id, ids[1]!)).run();
    expect(await finishEndedFlows(t.db)).toBeGreaterThanOrEqual(1);
    expect(statusOf(ids[1]!)).toBe('not_completed');
  });

  it('moves a large ended flow in batches, letting other work run between them, and none twice', async () => {
    const { ids } = flowWithRoster(7, { startDate: '2020-02-03', endDate: '2020-02-07' });
    let between = 0;
    let done = false;
    const tick = () => void (done || (between++, setImmediate(tick)));
    setImmediate(tick);
    const changed = await finishEndedFlows(t.db, new Date(), 2).finally(() => (done = true));
    expect(changed).toBe(7);
    expect(between).toBeGreaterThan(0);
    for (const id of ids) expect(statusOf(id)).toBe('not_completed');
    expect(await finishEndedFlows(t.db, new Date(), 2)).toBe(0);
  });
});

describe('roster: capacity and district', () => {
  const body = (over: Record<string, unknown> = {}) => ({
    start_date: '2026-12-07',
    end_date: '2026-12-11',
    region_id: d.regionId,
    district_id: d.districtId,
    capacity: 30,
    address: 'Ауыл клубы',
    ...over,
  });

  it('capacity must be 30–70 and the responsible person a trainer', async () => {
    const res = await json(
      await t.call('POST', '/api/flows', { token: admin, body: body({ capacity: 80 }), locale: 'en' }),
    );
    expect(res.status).toBe(422);
    expect(Object.keys(res.body.errors)).toEqual(['capacity']);
    const applicant = await t.userWithRole('applicant');
    const wrong = await json(
      await t.call('POST', '/api/flows', { token: admin, body: body({ trainer_id: applicant.user.id }) }),
    );
    expect(wrong.body.errors).toHaveProperty('trainer_id');
  });

  it('fill takes the district waiting list up to capacity; attaching beyond it or from another district is refused', async () => {
    const created = await json(await t.call('POST', '/api/flows', { token: admin, body: body() }));
    expect(created.status).toBe(201);
    const id = created.body.data.id;
    waitingApplications(t.db, 35, d.regionId, d.districtId);
    const foreign = waitingApplications(t.db, 1, d.regionId, d.otherDistrictId);

    const fill = await json(await t.call('POST', `/api/flows/${id}/fill`, { token: admin }));
    expect(fill.body.data).toMatchObject({ student_count: 30 });
    expect(fill.body.data.attached).toHaveLength(30);

    const more = waitingApplications(t.db, 1, d.regionId, d.districtId);
    const full = await json(
      await t.call('POST', `/api/flows/${id}/attach`, { token: admin, body: { application_ids: more } }),
    );
    expect(full.status).toBe(422);
    expect(full.body.errors).toHaveProperty('application_ids');

    await t.call('POST', `/api/flows/${id}/detach`, {
      token: admin,
      body: { application_ids: [fill.body.data.attached[0]] },
    });
    const other = await json(
      await t.call('POST', `/api/flows/${id}/attach`, { token: admin, body: { application_ids: foreign } }),
    );
    expect(other.status).toBe(422);
    expect(
      (await json(await t.call('POST', `/api/flows/${id}/attach`, { token: admin, body: { application_ids: more } })))
        .status,
    ).toBe(200);
  });

  it('a district must lie in the chosen region, on create and on edit', async () => {
    const otherRegion = t.db
      .select()
      .from(kato)
      .where(and(eq(kato.level, 1), ne(kato.id, d.regionId)))
      .get()!;
    const created = await json(
      await t.call('POST', '/api/flows', { token: admin, body: body({ region_id: otherRegion.id }), locale: 'en' }),
    );
    expect(created.status).toBe(422);
    expect(created.body.errors).toEqual({ district_id: ['validation.district.mismatch'] });
    expect(translated(created.body.errors, 'en')).toEqual({
      district_id: ['The district does not belong to the chosen region.'],
    });
    const flow = insertFlow(t.db, d);
    const edited = await json(
      await t.call('POST', `/api/flows/${flow.id}`, { token: admin, body: body({ region_id: otherRegion.id }) }),
    );
    expect(edited.status).toBe(422);
    expect(Object.keys(edited.body.errors)).toEqual(['district_id']);
    expect((await t.call('POST', `/api/flows/${flow.id}`, { token: admin, body: body() })).status).toBe(200);
  });

  it('an operator manages flows only in their own districts', async () => {
    const op = await t.userWithRole('operator', { districtIds: [d.districtId] });
    const mine = await t.call('POST', '/api/flows', { token: op.token, body: body() });
    expect(mine.status).toBe(201);
    const elsewhere = await json(
      await t.call('POST', '/api/flows', { token: op.token, body: body({ district_id: d.otherDistrictId }) }),
    );
    expect(elsewhere.status).toBe(422);
    expect(elsewhere.body.errors).toHaveProperty('district_id');
    const foreignFlow = insertFlow(t.db, { ...d, districtId: d.otherDistrictId });
    expect((await t.call('GET', `/api/flows/${foreignFlow.id}/roster`, { token: op.token })).status).toBe(403);
    const list = await json(await t.call('GET', '/api/flows', { token: op.token }));
    expect(list.body.data.every((f: { district_id: number }) => f.district_id === d.districtId)).toBe(true);
    expect(list.body.meta.statistics.flows_count).toBe(list.body.data.length);
    expect((await t.call('GET', '/api/flows', { token: trainer.token })).status).toBe(403);
  });

  it('exports the report as CSV and XLSX', async () => {
    const { flow } = flowWithRoster(2);
    const csv = await t.call('GET', `/api/flows/${flow.id}/export?format=csv`, { token: admin, locale: 'en' });
    const text = await csv.text();
    expect(text.split('\r\n')).toHaveLength(2 + 1 + 2 + 1);
    const xlsx = await t.call('GET', `/api/flows/${flow.id}/export?format=xlsx`, { token: admin });
    const bytes = new Uint8Array(await xlsx.arrayBuffer());
    expect([bytes[0], bytes[1]]).toEqual([0x50, 0x4b]); // a zip, as every .xlsx is
  });
});

describe('who may call what', () => {
  it('only admins and operators reach the flows API; everyone else gets no_role_access, strangers 401', async () => {
    const flow = insertFlow(t.db, d);
    const endpoints: [string, string, unknown?][] = [
      ['GET', '/api/flows'],
      ['POST', '/api/flows', {}],
      ['GET', `/api/flows/${flow.id}`],
      ['POST', `/api/flows/${flow.id}`, {}],
      ['GET', `/api/flows/${flow.id}/roster`],
      ['GET', `/api/flows/${flow.id}/waiting`],
      ['POST', `/api/flows/${flow.id}/attach`, { application_ids: [1] }],
      ['POST', `/api/flows/${flow.id}/detach`, { application_ids: [1] }],
      ['POST', `/api/flows/${flow.id}/fill`],
      ['GET', `/api/flows/${flow.id}/report`],
      ['GET', `/api/flows/${flow.id}/export?format=csv`],
      ['PUT', '/api/flows/settings', { required_days: 5 }],
    ];
    for (const role of ['applicant', 'trainer', 'lawyer', 'expert'] as const) {
      const { token } = await t.userWithRole(role);
      for (const [method, path, body] of endpoints)
        expect((await t.call(method, path, { token, body })).status, `${role} ${method} ${path}`).toBe(403);
    }
    for (const [method, path, body] of endpoints)
      expect((await t.call(method, path, { body })).status, `anonymous ${method} ${path}`).toBe(401);
  }, 120_000); // four users' scrypt hashes and sign-ins
});

describe('applicants see their flow by pull', () => {
  it('dates, address, responsible person and phone arrive once the application is attached', async () => {
    const applicant = await t.userWithRole('applicant');
    const app = t.db
      .insert(applications)
      .values({
        applicantId: applicant.user.id,
        lessonRegionId: d.regionId,
        lessonDistrictId: d.districtId,
        serverVersion: 1,
      })
      .returning()
      .get();
    const created = await json(
      await t.call('POST', '/api/flows', {
        token: admin,
        body: {
          start_date: '2026-12-07',
          end_date: '2026-12-11',
          region_id: d.regionId,
          district_id: d.districtId,
          capacity: 40,
          address: 'Мектеп, 12',
          trainer_id: trainer.user.id,
        },
      }),
    );
    await t.call('POST', `/api/flows/${created.body.data.id}/attach`, {
      token: admin,
      body: { application_ids: [app.id] },
    });
    const pull = await json(await t.call('GET', '/api/sync/pull?cursor=0', { token: applicant.token }));
    const mine = pull.body.data.changes.filter((c: { type: string }) => c.type === 'my_flow');
    expect(mine).toHaveLength(1);
    expect(mine[0].data.flow).toMatchObject({
      start_date: '2026-12-07',
      end_date: '2026-12-11',
      address: 'Мектеп, 12',
      responsible: trainer.user.name,
      phone: trainer.phone,
    });
  });
});
