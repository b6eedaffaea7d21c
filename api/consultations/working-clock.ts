/**
 * The response clock in working hours (ADR 094): pure functions over epoch milliseconds and the
 * calendar of working-calendar.ts. Minutes count only 9:00–18:00 Kazakhstan time on working days, and
 * not while the case waited for the client (`pauses`, each [from, to | null]).
 */
import {
  DAY_END_MINUTES,
  DAY_START_MINUTES,
  EXTRA_DAYS_OFF,
  EXTRA_WORKING_DAYS,
  KURBAN_AIT,
  PUBLIC_HOLIDAYS,
  WORK_WEEKDAYS,
} from './working-calendar.ts';
import { KZ_OFFSET_MS } from '../../contract/kazakhstan-time.ts';

export type Pause = [number, number | null];

const MIN = 60_000;
const DAY = 86_400_000;
const OFFSET = KZ_OFFSET_MS;
const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);
const weekday = (day: string) => new Date(`${day}T00:00:00Z`).getUTCDay() || 7;

const yearCache = new Map<number, Set<string>>();

/** A year's days off: the holidays, each weekend one (but religious) moved to the next free working day. */
export function daysOff(year: number): Set<string> {
  const cached = yearCache.get(year);
  if (cached) return cached;
  const off = new Set<string>();
  const holidays = PUBLIC_HOLIDAYS.map((h) => ({ day: `${year}-${h.day}`, religious: h.religious }));
  if (KURBAN_AIT[year]) holidays.push({ day: KURBAN_AIT[year], religious: true });
  for (const h of holidays) off.add(h.day);
  const weekdayWork = (d: string) => WORK_WEEKDAYS.includes(weekday(d));
  for (const h of holidays.sort((a, b) => a.day.localeCompare(b.day))) {
    if (h.religious || weekdayWork(h.day)) continue;
    let next = h.day;
    do next = isoDay(Date.parse(`${next}T00:00:00Z`) + DAY);
    while (!weekdayWork(next) || off.has(next));
    off.add(next);
  }
  for (const d of EXTRA_DAYS_OFF) if (d.startsWith(`${year}-`)) off.add(d);
  yearCache.set(year, off);
  return off;
}

/** Whether a Kazakhstan calendar day (YYYY-MM-DD) is a working day. */
export function isWorkingDay(day: string): boolean {
  if (EXTRA_WORKING_DAYS.includes(day)) return true;
  return WORK_WEEKDAYS.includes(weekday(day)) && !daysOff(Number(day.slice(0, 4))).has(day);
}

const dayCache = new Map<number, boolean>();
/**
 * Whether the Kazakhstan day starting at `dayStart` (epoch ms) is a working day, remembered: a lawyer's day
 * reads the clocks of 600 cases, each walking the same weeks day by day.
 */
function workingDayAt(dayStart: number): boolean {
  let working = dayCache.get(dayStart);
  if (working === undefined) dayCache.set(dayStart, (working = isWorkingDay(isoDay(dayStart + OFFSET))));
  return working;
}

/** The working windows [start, end) from `from` on, day by day, as epoch ms, cut by the pauses. */
function* windows(from: number, pauses: readonly Pause[], until = Infinity): Generator<[number, number]> {
  let dayStart = Math.floor((from + OFFSET) / DAY) * DAY - OFFSET;
  // A case open for years is still a few thousand days; ten years bounds a wrong clock.
  for (let i = 0; i < 3660 && dayStart < until; i++, dayStart += DAY) {
    if (!workingDayAt(dayStart)) continue;
    let cut: [number, number][] = [
      [Math.max(from, dayStart + DAY_START_MINUTES * MIN), Math.min(until, dayStart + DAY_END_MINUTES * MIN)],
    ];
    for (const [ps, pe] of pauses) {
      const end = pe ?? Infinity;
      cut = cut.flatMap(([a, b]): [number, number][] =>
        end <= a || ps >= b
          ? [[a, b]]
          : ([
              [a, Math.min(b, ps)],
              [Math.max(a, end), b],
            ] as [number, number][]),
      );
    }
    for (const [a, b] of cut) if (b > a) yield [a, b];
  }
}

/** Working minutes between two instants, the pauses left out; whole minutes, rounded down. */
export function workingMinutes(from: number, to: number, pauses: readonly Pause[] = []): number {
  let ms = 0;
  for (const [a, b] of windows(from, pauses, to)) ms += b - a;
  return Math.floor(ms / MIN);
}

/** The instant `minutes` working minutes after `from` (with no pause still open), or null past ten years. */
export function afterWorkingMinutes(from: number, minutes: number, pauses: readonly Pause[] = []): number | null {
  let left = minutes * MIN;
  for (const [a, b] of windows(from, pauses)) {
    if (b - a >= left) return a + left;
    left -= b - a;
  }
  return null;
}
