/**
 * The rules the server computes case dates from, as data, so the programme's lawyers can confirm or
 * change them in one place (ADR 073). Nothing on a device computes these.
 */
import type { CaseType, Outcome } from '../../contract/consultation-outcomes.ts';

/**
 * Out-of-court bankruptcy: the earliest filing day follows from the last repayment. Source: Law of the
 * Republic of Kazakhstan of 30 December 2022 No. 178-VII "On restoring solvency and bankruptcy of
 * citizens of the Republic of Kazakhstan", the out-of-court bankruptcy conditions — no repayment for
 * twelve consecutive months, debt not above 1,600 monthly calculation indices (MRP), no property. To be
 * confirmed by the programme's lawyers; only the months are computed, debt and property are the
 * lawyer's judgement recorded with the outcome.
 */
export const FILING_RULE = {
  monthsWithoutRepayment: 12,
  /** The months must have passed in full: the day after the anniversary is the first filing day. */
  daysAfter: 1,
  maxDebtMrp: 1600,
  noProperty: true,
  source: 'Закон РК от 30.12.2022 № 178-VII «О восстановлении платежеспособности и банкротстве граждан РК»',
} as const;

/**
 * Reminder chains: after an outcome (or the intake, `start`), the next reminder this many days later,
 * unless the outcome carries its own date (too early: the filing day; re-filing possible: its date).
 */
export const REMINDER_CHAINS: Record<CaseType, Partial<Record<Outcome | 'start', number>>> = {
  judicial_bankruptcy: { start: 3, out_of_court: 7, application_sent: 30, denied: 7, refiling_sent: 30 },
  solvency_restoration: { start: 3, out_of_court: 7, application_sent: 30, denied: 7, refiling_sent: 30 },
  restructuring: { start: 3 },
  notary_inscription: { start: 3, documents_not_sent: 7, objection_sent: 10 },
  fraud: { start: 3 },
  other: { start: 3 },
};

/** A reminder this many days ahead shows as "coming up" on the lawyer's day. */
export const WARN_DAYS_BEFORE = 3;
