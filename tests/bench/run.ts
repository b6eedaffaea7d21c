/**
 * `npm run bench [-- figure…]`: measures the budgets of DESIGN.md, prints one line per figure and
 * writes bench-results.json. Figures run one after another so they do not disturb each other.
 */
import { readFileSync, writeFileSync, existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { backup } from './backup.ts';
import { ensureBuilt } from './build.ts';
import { durability } from './durability.ts';
import { evaluate, formatFigure, type Figure, type FigureResult } from './figure.ts';
import { firstVisitOffline } from './first-visit-offline.ts';
import { ingest } from './ingest.ts';
import { lighthouseFigures } from './lighthouse.ts';
import { loadSize } from './load-size.ts';
import { describeMachine } from './machine.ts';
import { offlineLaunch } from './offline-launch.ts';
import { photo } from './photo.ts';
import { scale } from './scale.ts';
import { syncCost } from './sync-cost.ts';

export interface BenchContext {
  root: string;
}

const FIGURES: Record<string, (ctx: BenchContext) => Promise<Figure[]>> = {
  load: loadSize,
  lighthouse: lighthouseFigures,
  offline: offlineLaunch,
  'first-visit': firstVisitOffline,
  sync: syncCost,
  photo,
  ingest,
  durability,
  scale,
  backup,
};

const root = fileURLToPath(new URL('../..', import.meta.url));
const wanted = process.argv.slice(2);
const unknown = wanted.filter((w) => !(w in FIGURES));
if (unknown.length) {
  console.error(`unknown figure ${unknown.join(', ')}; known: ${Object.keys(FIGURES).join(', ')}`);
  process.exit(2);
}
const names = wanted.length ? wanted : Object.keys(FIGURES);

const started = Date.now();
const machine = describeMachine();
console.log(
  `bench on ${machine.cpu}, ${machine.cores} cores, ${machine.ramGiB} GiB RAM, Node ${machine.node}, load average ${machine.loadAverage}`,
);
ensureBuilt(root);

const results: Record<string, FigureResult[]> = {};
let failed = false;
for (const name of names) {
  const t0 = Date.now();
  try {
    results[name] = (await FIGURES[name]!({ root })).map(evaluate);
    for (const r of results[name]) console.log(formatFigure(r));
  } catch (e) {
    failed = true;
    console.log(`${name}: failed (${e instanceof Error ? e.message.split('\n')[0] : String(e)})`);
    if (e instanceof Error && e.stack) console.error(e.stack);
  }
  console.error(`  [${name} took ${((Date.now() - t0) / 1000).toFixed(1)} s]`);
}

// A partial run keeps the other figures of the previous run, each with the time it was taken.
const file = `${root}/bench-results.json`;
const previous = existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as { figures?: object }) : {};
const takenAt = new Date().toISOString();
const figures = {
  ...(previous.figures ?? {}),
  ...Object.fromEntries(Object.entries(results).map(([k, v]) => [k, { takenAt, machine, results: v }])),
};
writeFileSync(file, `${JSON.stringify({ updatedAt: takenAt, figures }, null, 2)}\n`);
console.log(`bench: ${names.length} figure group(s) in ${((Date.now() - started) / 1000).toFixed(0)} s`);
process.exit(failed ? 1 : 0);
