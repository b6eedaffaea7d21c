/**
 * `cases.outcome`: one move of the case type's state machine (contract/consultation-outcomes.ts),
 * with the dates the server computes (rules.ts): "too early" sets the filing day from the last
 * repayment and the reminder to it; other outcomes set the next reminder from the type's chain; a final
 * outcome finishes the case. Every move is in the timeline and the user-action log with who, when, why.
 */
import { isFinalOutcome, OUTCOME_NEEDS, OUTCOME_TRANSITIONS } from '../../contract/consultation-outcomes.ts';
import { canMove } from '../../contract/transitions.ts';
import type { CaseOutcomeArgs } from '../../contract/consultations.ts';
import type { FieldErrors } from '../../contract/errors.ts';
import { todayInKazakhstan } from '../../contract/kazakhstan-time.ts';
import { Rejection } from '../sync/registry.ts';
import type { CaseRow } from './access.ts';
import { defineCaseMutation } from './case-entry.ts';
import { addDays, earliestFilingDate } from './dates.ts';
import { REMINDER_CHAINS } from './rules.ts';
import { clockSet, touchCase } from './touch.ts';

/** The case's dates after the move, or the field errors that refuse it. `today` is a Kazakhstan day. */
export function outcomeEffect(c: CaseRow, args: CaseOutcomeArgs, today: string) {
  const errors: FieldErrors = {};
  // A move from an outcome the case has left was made on a device that had not seen the change: that is
  // the reason to give (the case page shows the outcome now standing), not that the move is not allowed.
  if (args.from !== c.outcome) errors.outcome = ['cases.outcome.stale'];
  else if (!canMove(OUTCOME_TRANSITIONS[c.type], c.outcome, args.outcome))
    errors.outcome = ['cases.outcome.not_allowed'];
  for (const need of OUTCOME_NEEDS[args.outcome] ?? []) if (!args[need]) errors[need] = ['validation.required'];
  if (Object.keys(errors).length) return { errors };

  const final = isFinalOutcome(c.type, args.outcome);
  const chain = REMINDER_CHAINS[c.type][args.outcome];
  let remindAt = final || chain === undefined ? null : addDays(today, chain);
  let filingDate = c.filingDate;
  let lastRepayment = c.lastRepayment;
  let refilingDate = c.refilingDate;
  if (args.outcome === 'too_early') {
    lastRepayment = args.last_repayment!;
    filingDate = earliestFilingDate(lastRepayment);
    if (filingDate <= today) return { errors: { last_repayment: ['cases.outcome.filing_open'] } };
    remindAt = filingDate;
  }
  if (args.outcome === 'application_sent' || args.outcome === 'refiling_sent') filingDate = args.filing_date!;
  if (args.outcome === 'refiling_possible') remindAt = refilingDate = args.refiling_date!;
  return {
    set: {
      outcome: args.outcome,
      reason: args.reason ?? c.reason,
      status: final ? 3 : 2,
      remindAt,
      filingDate,
      lastRepayment,
      refilingDate,
    },
  };
}

export const caseOutcome = defineCaseMutation({
  name: 'cases.outcome',
  entryUuid: (args) => args.event_uuid,
  apply(ctx, args, { c, when, addEvent, audit }) {
    // "Too early" is judged on the day the lawyer recorded it, in Kazakhstan.
    const effect = outcomeEffect(c, args, todayInKazakhstan(when.at));
    if (effect.errors) throw new Rejection(effect.errors);
    const before = {
      outcome: c.outcome,
      status: c.status,
      remind_at: c.remindAt,
      filing_date: c.filingDate,
      reason: c.reason,
    };
    const s = effect.set;
    const after = {
      outcome: s.outcome,
      status: s.status,
      remind_at: s.remindAt,
      filing_date: s.filingDate,
      reason: s.reason,
      ...(s.lastRepayment !== c.lastRepayment ? { last_repayment: s.lastRepayment } : {}),
      ...(s.refilingDate !== c.refilingDate ? { refiling_date: s.refilingDate } : {}),
      ...(when.trusted ? {} : { device_at: when.claimed }),
    };
    const ev = addEvent({ kind: 'outcome', text: args.reason ?? null, before, after });
    touchCase(ctx.tx, c.id, { ...s, ...clockSet(c, when.at, s.status) });
    audit({ changedUserId: c.applicantId, before, after });
    return ev.id;
  },
});
