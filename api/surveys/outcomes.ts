/**
 * The programme's outcome indicators (seed §1; ADR 080): for the people who answered both an entry and
 * an exit survey (paired by IIN, the answer set of each given last — by when it was given, the device's
 * time inside the trust window, never by which device synced last: ADR 132), the change in literacy
 * score (share of the scored points, so different tests compare) and in declared debt, against +30 % and
 * −20 %, with the number of matched people stated — overall, per region or per flow (of the exit answers).
 */
import { and, inArray, isNotNull, ne, or } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { flows, surveyResponses as r } from '../../db/schema.ts';
import { DEBT_TARGET, LITERACY_TARGET } from '../../contract/survey.ts';

type Row = Pick<
  typeof r.$inferSelect,
  'iin' | 'type' | 'score' | 'maxScore' | 'debt' | 'regionId' | 'flowId' | 'id' | 'createdAt'
>;

export interface Indicator {
  /** Matched people with a value at both ends. */
  people: number;
  entry: number | null;
  exit: number | null;
  /** Relative change, e.g. 0.35 for +35 %; null without a base. */
  change: number | null;
  target: number;
  met: boolean | null;
}

export interface OutcomeGroup {
  key: number | null;
  /** Per flow: the flow's title, as the trainer and the admin know it (null when it has none). */
  name?: string | null;
  matched: number;
  literacy: Indicator;
  debt: Indicator;
}

const round4 = (n: number) => Math.round(n * 10_000) / 10_000;

function indicator(pairs: [number, number][], target: number, mean: boolean): Indicator {
  if (!pairs.length) return { people: 0, entry: null, exit: null, change: null, target, met: null };
  const sum = (i: 0 | 1) => pairs.reduce((a, p) => a + p[i], 0);
  const entry = mean ? sum(0) / pairs.length : sum(0);
  const exit = mean ? sum(1) / pairs.length : sum(1);
  const change = entry === 0 ? null : round4((exit - entry) / entry);
  return {
    people: pairs.length,
    entry: round4(entry),
    exit: round4(exit),
    change,
    target,
    met: change === null ? null : target >= 0 ? change >= target : change <= target,
  };
}

/** Given later: by the time given (createdAt is the device's time inside the trust window), then by arrival. */
const givenAfter = (a: Row, b: Row) =>
  a.createdAt.getTime() !== b.createdAt.getTime() ? a.createdAt > b.createdAt : a.id > b.id;

export function surveyOutcomes(db: Db, { group }: { group: 'all' | 'region' | 'flow' }): OutcomeGroup[] {
  const rows: Row[] = db
    .select({
      id: r.id,
      iin: r.iin,
      type: r.type,
      score: r.score,
      maxScore: r.maxScore,
      debt: r.debt,
      regionId: r.regionId,
      flowId: r.flowId,
      createdAt: r.createdAt,
    })
    .from(r)
    // Only answers proven the person's (ADR 133): a public answer nobody collected is anonymous, and one
    // stored before that rule may still carry a typed IIN.
    .where(
      and(isNotNull(r.iin), inArray(r.type, ['entry', 'exit']), or(ne(r.source, 'public'), isNotNull(r.collectedBy))),
    )
    .orderBy(r.id)
    .all();
  // Each person's entry and exit given last; a tablet's older answer that syncs late does not replace it.
  const entries = new Map<string, Row>();
  const exits = new Map<string, Row>();
  for (const row of rows) {
    const kept = row.type === 'entry' ? entries : exits;
    const held = kept.get(row.iin!);
    if (!held || givenAfter(row, held)) kept.set(row.iin!, row);
  }
  const groups = new Map<number | null, { entry: Row; exit: Row }[]>();
  for (const [iin, exit] of exits) {
    const entry = entries.get(iin);
    if (!entry) continue;
    const key = group === 'region' ? exit.regionId : group === 'flow' ? exit.flowId : null;
    let list = groups.get(key);
    if (!list) groups.set(key, (list = []));
    list.push({ entry, exit }); // appended, never copied: 750,000 pairs stay linear
  }
  const share = (x: Row) => (x.maxScore ? x.score! / x.maxScore : null);
  const flowTitles =
    group === 'flow'
      ? new Map(
          db
            .select({ id: flows.id, title: flows.title })
            .from(flows)
            .where(
              inArray(
                flows.id,
                [...groups.keys()].filter((k) => k !== null),
              ),
            )
            .all()
            .map((f) => [f.id, f.title]),
        )
      : undefined;
  return [...groups].map(([key, pairs]) => ({
    key,
    ...(flowTitles && key !== null ? { name: flowTitles.get(key) ?? null } : {}),
    matched: pairs.length,
    literacy: indicator(
      pairs.flatMap((p) => {
        const [a, b] = [share(p.entry), share(p.exit)];
        return a === null || b === null ? [] : [[a, b] as [number, number]];
      }),
      LITERACY_TARGET,
      true,
    ),
    debt: indicator(
      pairs.flatMap((p) =>
        p.entry.debt === null || p.exit.debt === null ? [] : [[p.entry.debt, p.exit.debt] as [number, number]],
      ),
      DEBT_TARGET,
      false,
    ),
  }));
}
