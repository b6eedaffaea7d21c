/**
 * The flows list at mission size pages by cursor and reads its participant counts from the flows'
 * counters (ADR 126): "Next" shows exactly the flows that page numbers show, none twice while new flows
 * are made between two pages; a picker asks for one district's flows; every count the list shows stays
 * the number of live applications in the flow through enrolling, withdrawing, moving, deleting and a
 * tablet sending its registration twice.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { todayInKazakhstan } from '../../contract/kazakhstan-time.ts';
import { insertFlow, someDistricts, waitingApplications } from '../support/flows.ts';
import { device } from '../support/push.ts';
import { AKMOLA, KOKSHETAU, registrationForm } from '../support/registration-data.ts';
import { makeTestApp } from '../support/test-app.ts';

const t = makeTestApp();
afterAll(() => t.close());
const d = someDistricts(t.db);
const sqlite = t.db.$client;

interface Flow {
  id: number;
  district_id: number;
  student_count: number;
}
interface Page {
  data: Flow[];
  meta: {
    page: number;
    total: number;
    total_capped: boolean;
    next: string | null;
    statistics: { flows_count: number; completed_flows: number; students_per_flow: number; total_records: number };
  };
}

let admin = '';
beforeAll(async () => {
  admin = (await t.userWithRole('admin')).token;
});

async function list(query: string, token = admin): Promise<Page> {
  const res = await t.call('GET', `/api/flows?${query}`, { token });
  expect(res.status).toBe(200);
  return (await res.json()) as Page;
}

const day = (offset: number) =>
  new Date(Date.parse(todayInKazakhstan()) + offset * 86_400_000).toISOString().slice(0, 10);

/** What the database says a flow holds: its live applications. */
const members = (flowId: number) =>
  sqlite.prepare('SELECT count(*) FROM applications WHERE flow_id = ? AND deleted_at IS NULL').pluck().get(flowId);

describe('the flows list', () => {
  beforeAll(() => {
    // 130 flows over a year in two districts, three starting on each day (a tie the id breaks).
    for (let i = 0; i < 130; i++)
      insertFlow(t.db, {
        regionId: d.regionId,
        districtId: i % 2 ? d.districtId : d.otherDistrictId,
        title: `Ағын ${i}`,
        startDate: day(-Math.floor(i / 3) * 3),
        endDate: day(-Math.floor(i / 3) * 3 + 4),
      });
  });

  it('"Next" shows the flows page numbers show, newest start first, none twice while flows are made', async () => {
    const byNumber: number[] = [];
    for (let n = 1; ; n++) {
      const page = await list(`page=${n}&per_page=20`);
      byNumber.push(...page.data.map((f) => f.id));
      if (!page.meta.next) break;
    }
    expect(byNumber).toHaveLength(130);
    const starts = new Map(
      (sqlite.prepare('SELECT id, start_date FROM flows').all() as { id: number; start_date: string }[]).map((f) => [
        f.id,
        f.start_date,
      ]),
    );
    const sorted = [...byNumber].sort((a, b) => starts.get(b)!.localeCompare(starts.get(a)!) || b - a);
    expect(byNumber).toEqual(sorted);

    const byCursor: number[] = [];
    let page = await list('per_page=20');
    for (let n = 2; ; n++) {
      byCursor.push(...page.data.map((f) => f.id));
      if (!page.meta.next) break;
      // Someone makes a flow starting today while the admin reads: it goes above the pages already read.
      insertFlow(t.db, { regionId: d.regionId, districtId: d.districtId, startDate: day(1), endDate: day(5) });
      page = await list(`per_page=20&page=${n}&after=${encodeURIComponent(page.meta.next)}`);
    }
    expect(byCursor).toEqual(byNumber);
  });

  it('counts every flow and says so (no "10,000+" for a few thousand flows); a district narrows list and figures', async () => {
    const all = await list('');
    const flows = sqlite.prepare('SELECT count(*) FROM flows WHERE deleted_at IS NULL AND archived_at IS NULL').pluck();
    expect(all.meta).toMatchObject({ total: flows.get(), total_capped: false });
    expect(all.meta.statistics.flows_count).toBe(flows.get());

    const district = await list(`district_id=${d.districtId}&per_page=100`);
    expect(district.data.length).toBeGreaterThan(60);
    expect(district.data.every((f) => f.district_id === d.districtId)).toBe(true);
    expect(district.meta.statistics.flows_count).toBe(district.meta.total);
    expect(district.meta.statistics.total_records).toBe(
      sqlite
        .prepare('SELECT count(*) FROM applications WHERE lesson_district_id = ? AND deleted_at IS NULL')
        .pluck()
        .get(d.districtId),
    );
  });

  it('an operator lists the flows of their own districts only, whatever district they ask for', async () => {
    const op = await t.userWithRole('operator', { districtIds: [d.districtId] });
    const own = await list('per_page=100', op.token);
    expect(own.data.length).toBeGreaterThan(0);
    expect(own.data.every((f) => f.district_id === d.districtId)).toBe(true);
    expect((await list(`district_id=${d.otherDistrictId}`, op.token)).data).toEqual([]);
  });
});

describe("a flow's participant count", () => {
  const shown = async (flowId: number) => {
    const page = await list(`district_id=${KOKSHETAU}&per_page=100`);
    return page.data.find((f) => f.id === flowId)!.student_count;
  };

  it('follows enrolling, withdrawing, moving and deleting, and a registration sent twice counts once', async () => {
    const a = insertFlow(t.db, { regionId: AKMOLA, districtId: KOKSHETAU, startDate: day(3), endDate: day(7) });
    const b = insertFlow(t.db, { regionId: AKMOLA, districtId: KOKSHETAU, startDate: day(10), endDate: day(14) });
    const waiting = waitingApplications(t.db, 5, AKMOLA, KOKSHETAU);
    const call = (method: string, path: string, body?: unknown) => t.call(method, path, { token: admin, body });

    // The office fills flow A from the district's waiting list, then attaches one more by hand.
    expect((await call('POST', `/api/flows/${a.id}/attach`, { application_ids: waiting.slice(0, 3) })).status).toBe(
      200,
    );
    expect((await call('POST', `/api/applications/${waiting[3]}/flow`, { flow_id: a.id })).status).toBe(200);
    expect(await shown(a.id)).toBe(4);

    // One withdraws; another moves to flow B; a third's application is deleted.
    expect((await call('POST', `/api/flows/${a.id}/detach`, { application_ids: [waiting[0]] })).status).toBe(200);
    expect((await call('DELETE', `/api/applications/${waiting[1]}/flow`)).status).toBe(200);
    expect((await call('POST', `/api/applications/${waiting[1]}/flow`, { flow_id: b.id })).status).toBe(200);
    expect((await call('DELETE', `/api/applications/${waiting[2]}`)).status).toBe(200);
    expect([await shown(a.id), await shown(b.id)]).toEqual([1, 1]);

    // A tablet registers a person who chose flow B, loses the answer and sends the same push again; then
    // the same record arrives once more from another device (the person's phone synced a copy).
    const op = await t.userWithRole('operator', { districtIds: [KOKSHETAU] });
    const tablet = device(t, op.token);
    const args = { client_record_id: crypto.randomUUID(), form: registrationForm({ flow_id: String(b.id) }) };
    expect((await tablet.push('registration.submit', args, 1)).status).toBe('applied');
    await tablet.push('registration.submit', args, 1);
    await device(t, op.token).push('registration.submit', args);
    expect(await shown(b.id)).toBe(2);

    for (const f of [a.id, b.id]) expect(await shown(f)).toBe(members(f));
    const detail = (await (await call('GET', `/api/flows/${b.id}`)).json()) as { data: Flow };
    expect(detail.data.student_count).toBe(2);
  });

  it('the statistics add up the counts the list shows', async () => {
    const page = await list('per_page=100&page=1');
    const { statistics } = page.meta;
    const students = sqlite
      .prepare(
        `SELECT count(*) FROM applications a JOIN flows f ON f.id = a.flow_id
         WHERE a.deleted_at IS NULL AND f.deleted_at IS NULL AND f.archived_at IS NULL`,
      )
      .pluck()
      .get() as number;
    expect(statistics.students_per_flow).toBe(Math.round((students / statistics.flows_count) * 10) / 10);
    expect(statistics.total_records).toBe(
      sqlite.prepare('SELECT count(*) FROM applications WHERE deleted_at IS NULL').pluck().get(),
    );
    const ended = sqlite
      .prepare('SELECT count(*) FROM flows WHERE end_date < ? AND deleted_at IS NULL AND archived_at IS NULL')
      .pluck()
      .get(todayInKazakhstan());
    expect(statistics.completed_flows).toBe(ended);
  });
});
