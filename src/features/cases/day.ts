/**
 * The lawyer's day on the device, from the cases the last pull brought: the same definitions as the
 * server's /api/consultations/day, on the Kazakhstan calendar day.
 */
import type { CaseSummary } from '../../../contract/consultations.ts';
import { todayInKazakhstan } from '../../../contract/kazakhstan-time.ts';

export interface CaseFilters {
  status?: string;
  type?: string;
  outcome?: string;
  region_id?: string;
  overdue?: boolean;
}

type Dated = Pick<CaseSummary, 'status' | 'remind_at' | 'type' | 'outcome' | 'region_id'> & {
  clock?: Pick<CaseSummary['clock'], 'sla_overdue' | 'response_due_at'>;
};

const open = (c: Dated) => c.status !== 3;
export const isDue = (c: Dated, today = todayInKazakhstan()) => open(c) && !!c.remind_at && c.remind_at <= today;
export const isOverdue = (c: Dated, today = todayInKazakhstan()) => open(c) && !!c.remind_at && c.remind_at < today;
export const hasNoNextStep = (c: Dated) => open(c) && !c.remind_at;
/**
 * Nobody has contacted the person within the SLA (ADR 094): the server said so, or its deadline
 * (working hours counted on the server) has passed since the last pull.
 */
export const isResponseOverdue = (c: Dated, now = Date.now()) =>
  open(c) && !!c.clock && (c.clock.sla_overdue || (c.clock.response_due_at !== null && now >= c.clock.response_due_at));

export function matches(c: Dated, f: CaseFilters, today = todayInKazakhstan(), now = Date.now()) {
  return (
    (!f.status || String(c.status) === f.status) &&
    (!f.type || c.type === f.type) &&
    (!f.outcome || (f.outcome === 'none' ? c.outcome === null : c.outcome === f.outcome)) &&
    (!f.region_id || String(c.region_id) === f.region_id) &&
    (!f.overdue || isOverdue(c, today) || isResponseOverdue(c, now))
  );
}
