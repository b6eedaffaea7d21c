/**
 * The order of a trainer's flows on the tablet: the group meeting today first (that is the sheet they
 * open in the hall), then the ones still to come, soonest first, then the finished ones, latest first.
 * Dates are Kazakhstan calendar days, as the flows are planned.
 */
import type { FlowCard } from '../../../contract/flows.ts';
import { todayInKazakhstan } from '../../../contract/kazakhstan-time.ts';

type Dated = Pick<FlowCard, 'start_date' | 'end_date'>;

export type FlowWhen = 'today' | 'upcoming' | 'finished';

export const flowWhen = (f: Dated, today: string): FlowWhen =>
  f.end_date < today ? 'finished' : f.start_date > today ? 'upcoming' : 'today';

const RANK: Record<FlowWhen, number> = { today: 0, upcoming: 1, finished: 2 };

export function todayFirst<T extends Dated>(flows: readonly T[], today = todayInKazakhstan()): T[] {
  return [...flows].sort((a, b) => {
    const wa = flowWhen(a, today);
    const wb = flowWhen(b, today);
    if (wa !== wb) return RANK[wa] - RANK[wb];
    return wa === 'finished' ? b.end_date.localeCompare(a.end_date) : a.start_date.localeCompare(b.start_date);
  });
}
