/**
 * One measured figure and how it prints: `name: value unit (budget: value; ratio)`. A figure that could
 * not be measured says why instead of showing a number — the bench never invents one.
 */
export interface Figure {
  name: string;
  /** null: not measured; `note` says why. */
  value: number | null;
  unit: string;
  /** What the value is held against: a DESIGN.md budget, a peer (another way of doing it) or a physical limit. */
  compare?: { label: 'budget' | 'peer' | 'limit'; value: number; unit?: string };
  /** For a budget: true when more is better (throughput, score). */
  higherIsBetter?: boolean;
  /** For a limit: the largest ratio to it the budget allows (sync: 1.5×). */
  maxRatio?: number;
  /** false: the comparison is context only (the ratio prints, no within/OVER verdict). */
  judge?: boolean;
  note?: string;
}

export interface FigureResult extends Figure {
  ratio: number | null;
  withinBudget: boolean | null;
}

export const KiB = 1024;

const round = (n: number) => (Math.abs(n) >= 100 ? Math.round(n) : Math.abs(n) >= 10 ? +n.toFixed(1) : +n.toFixed(2));

export function evaluate(f: Figure): FigureResult {
  const ratio = f.value !== null && f.compare && f.compare.value !== 0 ? f.value / f.compare.value : null;
  let withinBudget: boolean | null = null;
  if (f.judge === false) withinBudget = null;
  else if (f.value !== null && f.compare?.label === 'budget')
    withinBudget = f.higherIsBetter ? f.value >= f.compare.value : f.value <= f.compare.value;
  else if (ratio !== null && f.maxRatio !== undefined) withinBudget = ratio <= f.maxRatio;
  return { ...f, ratio, withinBudget };
}

export function formatFigure(r: FigureResult): string {
  if (r.value === null) return `${r.name}: not measured (${r.note ?? 'no value'})`;
  let line = `${r.name}: ${round(r.value)} ${r.unit}`.trimEnd();
  if (r.compare) {
    const cmp = `${r.compare.label}: ${round(r.compare.value)} ${r.compare.unit ?? r.unit}`.trimEnd();
    const ratio = r.ratio === null ? '' : `; ${round(r.ratio)}×`;
    const allowed = r.maxRatio === undefined ? '' : ` of ≤ ${r.maxRatio}×`;
    const verdict = r.withinBudget === null ? '' : r.withinBudget ? `, within${allowed}` : `, OVER${allowed}`;
    line += ` (${cmp}${ratio}${verdict})`;
  }
  return r.note ? `${line} — ${r.note}` : line;
}
