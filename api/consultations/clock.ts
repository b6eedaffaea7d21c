/**
 * A case's response clock as the API and the tablets read it (ADR 094): working minutes to the first
 * contact and to closing, the minutes waited so far, and when the first-contact SLA runs out. The
 * server computes it; a tablet only compares `response_due_at` with its clock between pulls.
 */
import { loadConfig } from '../config.ts';
import type { CaseClock } from '../../contract/consultations.ts';
import type { CaseRow } from './access.ts';
import { afterWorkingMinutes, workingMinutes } from './working-clock.ts';

/** CASE_RESPONSE_SLA_HOURS, read once: summaries are made in routes and in pulls alike. */
export const RESPONSE_SLA_MINUTES = loadConfig().cases.responseSlaHours * 60;

type ClockRow = Pick<CaseRow, 'createdAt' | 'firstContactAt' | 'closedAt' | 'waitingClient' | 'waitingPeriods'>;

export function caseClock(c: ClockRow, now = Date.now(), slaMinutes = RESPONSE_SLA_MINUTES): CaseClock {
  const from = c.createdAt.getTime();
  const pauses = c.waitingPeriods;
  const contact = c.firstContactAt?.getTime() ?? null;
  const waiting = contact === null && c.closedAt === null ? workingMinutes(from, now, pauses) : null;
  const due = waiting === null || c.waitingClient ? null : afterWorkingMinutes(from, slaMinutes, pauses);
  return {
    first_contact_minutes: contact === null ? null : workingMinutes(from, contact, pauses),
    close_minutes: c.closedAt ? workingMinutes(from, c.closedAt.getTime(), pauses) : null,
    waiting_minutes: waiting,
    waiting_client: c.waitingClient,
    response_due_at: due,
    sla_overdue: waiting !== null && waiting >= slaMinutes,
  };
}
