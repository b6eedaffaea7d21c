/**
 * GET /api/cato_flows: public, the regions and districts with a flow open for registration, each flow
 * with its seats left; ended and full flows are not offered.
 */
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { applications } from '../../db/schema.ts';
import { todayInKazakhstan } from '../../contract/kazakhstan-time.ts';
import { catoFlows } from '../../api/flows/cato-flows.ts';
import { insertFlow, someDistricts, waitingApplications } from '../support/flows.ts';
import { makeTestApp } from '../support/test-app.ts';

const t = makeTestApp();
afterAll(() => t.close());

const day = (offset: number) =>
  new Date(Date.parse(todayInKazakhstan()) + offset * 86_400_000).toISOString().slice(0, 10);

describe('GET /api/cato_flows', () => {
  const { regionId, districtId, otherDistrictId } = someDistricts(t.db);
  const open = insertFlow(t.db, {
    regionId,
    districtId,
    startDate: day(2),
    endDate: day(6),
    capacity: 3,
    title: 'Open',
  });
  insertFlow(t.db, { regionId, districtId, startDate: day(-10), endDate: day(-6), title: 'Ended' });
  const full = insertFlow(t.db, {
    regionId,
    districtId: otherDistrictId,
    startDate: day(1),
    endDate: day(5),
    capacity: 2,
  });
  // Two of three seats taken in the open flow; the other district's only flow is full.
  for (const [flow, n, district] of [
    [open.id, 2, districtId],
    [full.id, 2, otherDistrictId],
  ] as const)
    for (const id of waitingApplications(t.db, n, regionId, district))
      t.db.update(applications).set({ flowId: flow }).where(eq(applications.id, id)).run();

  it('offers only flows not ended and not full, under their region and district, to anyone', async () => {
    const res = await t.call('GET', '/api/cato_flows', { locale: 'en' });
    expect(res.status).toBe(200);
    expect(res.headers.get('Cache-Control')).toContain('max-age');
    const { data } = (await res.json()) as { data: { id: number; items: { id: number; flows: unknown[] }[] }[] };
    expect(data).toHaveLength(1);
    expect(data[0]!.id).toBe(regionId);
    expect(data[0]!.items.map((d) => d.id)).toEqual([districtId]);
    expect(data[0]!.items[0]!.flows).toEqual([
      expect.objectContaining({ id: open.id, title: 'Open', start_date: day(2), end_date: day(6), seats_left: 1 }),
    ]);
  });

  it('names places in the language asked for', () => {
    const kk = catoFlows(t.db, 'kk')[0]!;
    const ru = catoFlows(t.db, 'ru')[0]!;
    expect(kk.name).not.toBe(ru.name);
  });

  it('a flow that ends today is still open; one that ended yesterday is not', () => {
    const last = insertFlow(t.db, { regionId, districtId, startDate: day(-4), endDate: day(0), title: 'Last day' });
    const offered = (now?: Date) =>
      catoFlows(t.db, 'ru', now).flatMap((r) => r.items.flatMap((d) => d.flows.map((f) => f.id)));
    expect(offered()).toContain(last.id);
    expect(offered(new Date(Date.now() + 86_400_000))).not.toContain(last.id);
    expect(offered(new Date(Date.now() + 86_400_000))).toContain(open.id);
  });

  it('offers a flow added a moment ago: the cached tree is used only while no flow changed', async () => {
    const ids = async () => {
      const { data } = (await (await t.call('GET', '/api/cato_flows', { locale: 'kk' })).json()) as {
        data: { items: { flows: { id: number }[] }[] }[];
      };
      return data.flatMap((r) => r.items.flatMap((d) => d.flows.map((f) => f.id)));
    };
    const before = await ids(); // now cached for kk
    const added = insertFlow(t.db, { regionId, districtId, startDate: day(1), endDate: day(5), title: 'Just added' });
    expect(before).not.toContain(added.id);
    expect(await ids()).toContain(added.id);
  });
});
