/**
 * The applications report sums per-day counters that triggers keep (migration 0016). After a few hundred
 * random inserts, status changes, moves, re-dated, soft-deleted, restored and removed applications, the
 * counters give exactly what counting the applications gives, for every grouping, filter and scope.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { countedGroups, liveGroups } from '../../api/reports/applications.ts';
import type { Scope } from '../../api/reports/scope.ts';
import { applicationsReportQuery } from '../../contract/reports.ts';
import { BASE_TIME, seedApplications, twoRegions } from '../support/applications.ts';
import { insertFlow } from '../support/flows.ts';
import { makeTestApp } from '../support/test-app.ts';

const t = makeTestApp();
afterAll(() => t.close());

const places = twoRegions(t.db);
const seeded = seedApplications(t.db, 1_500, { registrars: [], flowId: insertFlow(t.db, places[0]!).id });

/** A small deterministic generator, so a failure can be replayed. */
let state = 42;
const rand = (n: number) => ((state = (state * 1103515245 + 12345) % 2 ** 31), state % n);
const STATUSES = ['applied', 'started', 'completed', 'not_completed'];

function churn(steps: number) {
  const sql = t.db.$client;
  const ids = () => sql.prepare('SELECT id FROM applications').pluck().all() as number[];
  let all = ids();
  for (let i = 0; i < steps; i++) {
    const id = all[rand(all.length)]!;
    const place = places[rand(places.length)]!;
    switch (rand(7)) {
      case 0:
        sql.prepare('UPDATE applications SET status = ? WHERE id = ?').run(STATUSES[rand(4)], id);
        break;
      case 1:
        sql
          .prepare('UPDATE applications SET lesson_region_id = ?, lesson_district_id = ? WHERE id = ?')
          .run(place.regionId, place.districtId, id);
        break;
      case 2:
        sql.prepare('UPDATE applications SET lesson_region_id = NULL, lesson_district_id = NULL WHERE id = ?').run(id);
        break;
      case 3:
        sql.prepare('UPDATE applications SET deleted_at = ? WHERE id = ?').run(Date.now(), id);
        break;
      case 4:
        sql.prepare('UPDATE applications SET deleted_at = NULL WHERE id = ?').run(id);
        break;
      case 5:
        sql
          .prepare('UPDATE applications SET created_at = ? WHERE id = ?')
          .run(BASE_TIME + rand(400) * 86_400_000 + rand(86_400_000), id);
        break;
      default:
        sql.prepare('DELETE FROM applications WHERE id = ?').run(id);
        all = ids();
    }
  }
}

const norm = (groups: { key: unknown; count: number }[]) =>
  groups.map((g) => [g.key === null ? null : String(g.key), g.count]);

describe('the applications report counters', () => {
  it('agree with counting the applications after random changes, for every grouping, filter and scope', () => {
    expect(seeded).toHaveLength(1_500);
    churn(600);
    const scopes: Scope[] = [
      { kind: 'all' },
      { kind: 'districts', ids: [places[0]!.districtId, places[3]!.districtId] },
    ];
    const filters = [
      {},
      { region_id: String(places[2]!.regionId) },
      { status: 'started' },
      { date_from: '2026-12-01', date_to: '2027-03-31' },
    ];
    const groups = [
      { group: 'region' },
      { group: 'status' },
      { group: 'date', bucket: 'day' },
      { group: 'date', bucket: 'week' },
      { group: 'date', bucket: 'month' },
    ];
    let compared = 0;
    for (const scope of scopes)
      for (const f of filters)
        for (const g of [...groups, ...(f.region_id ? [{ group: 'district' }] : [])]) {
          const q = applicationsReportQuery.parse({ ...g, ...f });
          expect(norm(countedGroups(t.db, scope, q)), JSON.stringify({ scope, q })).toEqual(
            norm(liveGroups(t.db, scope, q)),
          );
          compared++;
        }
    expect(compared).toBeGreaterThan(40);
    // and the counters are not empty: the comparison compared numbers
    expect(
      countedGroups(t.db, { kind: 'all' }, applicationsReportQuery.parse({ group: 'status' })).length,
    ).toBeGreaterThan(0);
  });
});
