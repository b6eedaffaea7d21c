/**
 * Arrests and debt help on a consultation case: whole counts a lawyer keeps up to date (seed §3). One
 * contract for the tablet's form, the outbox's `cases.update` (fields `arrests` and `debt_help`) and
 * the API. Each group is edited as one value, so "released ≤ seized" is checked on numbers of one moment.
 */
import { z } from 'zod';

export const ARREST_FIELDS = [
  'by_court_act',
  'by_writs',
  'by_bank_restriction',
  'accounts_seized',
  'accounts_released',
  'accounts_unreleased',
] as const;

export const DEBT_HELP_FIELDS = [
  'mfo',
  'banks',
  'collectors',
  'mfo_applications',
  'bank_applications',
  'collector_applications',
  'documents_collected',
  'sent_to_regulator',
] as const;

export type ArrestField = (typeof ARREST_FIELDS)[number];
export type DebtHelpField = (typeof DEBT_HELP_FIELDS)[number];

/** Far above any one person's accounts or creditors: a typo of extra digits is refused, not stored. */
export const MAX_COUNT = 10_000;

/** A count typed in a form: "" is none (0), "3" is 3; a parsed value parses again on the server. */
const count = z.preprocess(
  (v) => (v === '' || v === null || v === undefined ? 0 : typeof v === 'string' ? Number(v.trim()) : v),
  z
    .number({ message: 'validation.number' })
    .int('validation.number.whole')
    .min(0, 'validation.number.nonNegative')
    .max(MAX_COUNT, 'validation.number.tooLarge'),
);

const shape = <K extends string>(keys: readonly K[]) =>
  Object.fromEntries(keys.map((k) => [k, count])) as Record<K, typeof count>;

export const arrestCounts = z.object(shape(ARREST_FIELDS)).superRefine((v, ctx) => {
  if (v.accounts_released > v.accounts_seized)
    ctx.addIssue({ code: 'custom', path: ['accounts_released'], message: 'cases.counts.released_over_seized' });
  if (v.accounts_unreleased > v.accounts_seized)
    ctx.addIssue({ code: 'custom', path: ['accounts_unreleased'], message: 'cases.counts.unreleased_over_seized' });
});
export type ArrestCounts = z.output<typeof arrestCounts>;

export const debtHelpCounts = z.object(shape(DEBT_HELP_FIELDS));
export type DebtHelpCounts = z.output<typeof debtHelpCounts>;

export const zeroArrests = (): ArrestCounts => Object.fromEntries(ARREST_FIELDS.map((k) => [k, 0])) as ArrestCounts;
export const zeroDebtHelp = (): DebtHelpCounts =>
  Object.fromEntries(DEBT_HELP_FIELDS.map((k) => [k, 0])) as DebtHelpCounts;
