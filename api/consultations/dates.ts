/**
 * Calendar arithmetic on Kazakhstan days (YYYY-MM-DD), for the dates the server computes. Months are
 * added by the calendar: 29 February plus twelve months is 28 February (the month's last day).
 */
import { FILING_RULE } from './rules.ts';

const parts = (day: string) => day.split('-').map(Number) as [number, number, number];
const iso = (d: Date) => d.toISOString().slice(0, 10);

export function addDays(day: string, days: number): string {
  const [y, m, d] = parts(day);
  return iso(new Date(Date.UTC(y, m - 1, d + days)));
}

export function addMonths(day: string, months: number): string {
  const [y, m, d] = parts(day);
  const lastOfTarget = new Date(Date.UTC(y, m - 1 + months + 1, 0)).getUTCDate();
  return iso(new Date(Date.UTC(y, m - 1 + months, Math.min(d, lastOfTarget))));
}

/** The first day an out-of-court bankruptcy may be filed after the last repayment (rules.ts). */
export const earliestFilingDate = (lastRepayment: string, rule = FILING_RULE) =>
  addDays(addMonths(lastRepayment, rule.monthsWithoutRepayment), rule.daysAfter);
