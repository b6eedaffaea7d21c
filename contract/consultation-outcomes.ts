/**
 * The outcomes of a consultation case as state machines declared as data (ADR 070): per case type,
 * the outcomes a case may move to from its current one (`null`: no outcome recorded yet). The server
 * refuses every other move (cases.outcome.not_allowed); the lawyer's screen offers only these. A type
 * without a table (fraud, other) has no outcomes, only the status.
 */
import { isFinal, nextStates, type Transitions } from './transitions.ts';
import type { CONSULTATION_TYPES } from './reference.ts';

export type CaseType = (typeof CONSULTATION_TYPES)[number];

export const OUTCOMES = [
  // bankruptcy (judicial bankruptcy and restoring solvency share the Law's procedure)
  'out_of_court',
  'not_eligible',
  'too_early',
  'application_sent',
  'approved',
  'denied',
  'refiling_possible',
  'refiling_unavailable',
  'refiling_sent',
  // restructuring
  'request_sent',
  'no_grounds',
  // notary's enforcement inscription
  'objection_sent',
  'documents_not_sent',
  'objection_accepted',
  'objection_refused',
] as const;
export type Outcome = (typeof OUTCOMES)[number];

const BANKRUPTCY: Transitions<Outcome> = {
  first: ['out_of_court', 'not_eligible', 'too_early', 'application_sent'],
  next: {
    out_of_court: ['too_early', 'application_sent', 'not_eligible'],
    too_early: ['application_sent', 'not_eligible'],
    application_sent: ['approved', 'denied'],
    denied: ['refiling_possible', 'refiling_unavailable'],
    refiling_possible: ['refiling_sent'],
    refiling_sent: ['approved', 'denied'],
  },
};

const RESTRUCTURING: Transitions<Outcome> = { first: ['request_sent', 'no_grounds'], next: {} };

const NOTARY: Transitions<Outcome> = {
  first: ['objection_sent', 'documents_not_sent'],
  next: {
    // The client brings the documents after all.
    documents_not_sent: ['objection_sent'],
    objection_sent: ['objection_accepted', 'objection_refused'],
  },
};

/** Each case type's outcomes as a state machine; a case with no outcome yet begins at `first`. */
export const OUTCOME_TRANSITIONS: Record<CaseType, Transitions<Outcome>> = {
  judicial_bankruptcy: BANKRUPTCY,
  solvency_restoration: BANKRUPTCY,
  restructuring: RESTRUCTURING,
  notary_inscription: NOTARY,
  fraud: { next: {} },
  other: { next: {} },
};

/** The outcomes a case of this type may move to from `from`. */
export const nextOutcomes = (type: CaseType, from: Outcome | null): readonly Outcome[] =>
  nextStates(OUTCOME_TRANSITIONS[type], from);

/** An outcome with nothing after it ends the case's work: the case is finished with it. */
export const isFinalOutcome = (type: CaseType, outcome: Outcome) => isFinal(OUTCOME_TRANSITIONS[type], outcome);

/** What an outcome needs besides itself (the server checks; the form shows these inputs). */
export const OUTCOME_NEEDS: Partial<
  Record<Outcome, readonly ('reason' | 'last_repayment' | 'filing_date' | 'refiling_date')[]>
> = {
  too_early: ['last_repayment'],
  application_sent: ['filing_date'],
  refiling_sent: ['filing_date'],
  denied: ['reason'],
  not_eligible: ['reason'],
  no_grounds: ['reason'],
  objection_refused: ['reason'],
  refiling_possible: ['refiling_date'],
};
