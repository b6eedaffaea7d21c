/**
 * GET /api/cato_flows (public, seed §7): the regions and districts that have a flow open for
 * registration (not ended, seats left), each district with those flows — what a registration form
 * needs to offer a flow. Built from a few hundred flows, whatever the number of applicants (their seats
 * taken read from flow_counts), and cached for a minute; answers carry no personal data.
 */
import { and, asc, count, gte, inArray, isNull, max } from 'drizzle-orm';
import { Hono } from 'hono';
import type { Db } from '../../db/client.ts';
import { flowCounts, flows, kato } from '../../db/schema.ts';
import type { AppEnv } from '../context.ts';
import { katoName as displayName } from '../reference/kato-names.ts';
import type { Locale } from '../../contract/locale.ts';
import { today } from './status.ts';

export interface OpenFlow {
  id: number;
  title: string | null;
  start_date: string;
  end_date: string;
  language: string | null;
  address: string | null;
  seats_left: number;
}
interface District {
  id: number;
  name: string;
  flows: OpenFlow[];
}
interface Region {
  id: number;
  name: string;
  items: District[];
}

const TTL_MS = 60_000;
/** Per database (tests run several apps in one process) and language. */
const cache = new WeakMap<object, Map<string, { at: number; stamp: string; data: Region[] }>>();

const katoName = (row: typeof kato.$inferSelect, locale: Locale) => displayName(row.id, locale) ?? row.nameRu;

export function catoFlows(db: Db, locale: Locale, now = new Date()): Region[] {
  const open = db
    .select()
    .from(flows)
    .where(and(gte(flows.endDate, today(now)), isNull(flows.archivedAt), isNull(flows.deletedAt)))
    .orderBy(asc(flows.startDate), asc(flows.id))
    .all();
  if (!open.length) return [];
  // Seats taken as the flows' counters hold them (flow_counts, kept by triggers): no grouping of applications.
  const taken = new Map(
    db
      .select({ flowId: flowCounts.flowId, n: flowCounts.students })
      .from(flowCounts)
      .where(
        inArray(
          flowCounts.flowId,
          open.map((f) => f.id),
        ),
      )
      .all()
      .map((r) => [r.flowId, r.n]),
  );
  const places = new Map(
    db
      .select()
      .from(kato)
      .where(inArray(kato.id, [...new Set(open.flatMap((f) => [f.regionId, f.districtId]))]))
      .all()
      .map((k) => [k.id, k]),
  );

  const regions = new Map<number, Region>();
  const districts = new Map<number, District>();
  for (const f of open) {
    const seats = f.capacity - (taken.get(f.id) ?? 0);
    const region = places.get(f.regionId);
    const district = places.get(f.districtId);
    if (seats <= 0 || !region || !district) continue;
    let r = regions.get(region.id);
    if (!r) regions.set(region.id, (r = { id: region.id, name: katoName(region, locale), items: [] }));
    let d = districts.get(district.id);
    if (!d) {
      districts.set(district.id, (d = { id: district.id, name: katoName(district, locale), flows: [] }));
      r.items.push(d);
    }
    d.flows.push({
      id: f.id,
      title: f.title,
      start_date: f.startDate,
      end_date: f.endDate,
      language: f.language,
      address: f.address,
      seats_left: seats,
    });
  }
  const byName = (a: { name: string }, b: { name: string }) => a.name.localeCompare(b.name, locale);
  const out = [...regions.values()].sort(byName);
  for (const r of out) r.items.sort(byName);
  return out;
}

/**
 * What changes the answer: a flow added, edited, archived or given a participant bumps its version
 * (flows/status.ts bumpFlow), so a cached tree is used only while this stays the same.
 */
const flowsStamp = (db: Db) => {
  const r = db
    .select({ n: count(), v: max(flows.serverVersion) })
    .from(flows)
    .get()!;
  return `${r.n}:${r.v ?? 0}`;
};

export const catoFlowRoutes = new Hono<AppEnv>().get('/', (c) => {
  const { db, locale } = c.var;
  let mine = cache.get(db.$client);
  if (!mine) cache.set(db.$client, (mine = new Map()));
  const hit = mine.get(locale);
  const stamp = flowsStamp(db);
  const fresh = hit && hit.stamp === stamp && Date.now() - hit.at < TTL_MS;
  const data = fresh ? hit.data : catoFlows(db, locale);
  if (!fresh) mine.set(locale, { at: Date.now(), stamp, data });
  c.header('Cache-Control', 'public, max-age=60');
  return c.json({ data });
});
