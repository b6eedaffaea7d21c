/**
 * The one way a date or a sum reaches a person: dates in Kazakhstan time whatever zone the device is
 * set to (a tablet left on Moscow time must not show a flow starting the day before), sums in tenge
 * with ₸ in every language (Intl's "KZT" means nothing to a villager), both in the page's language.
 * Components take `useIntl()` and call these; nothing else formats a date or money for display.
 */
import type { IntlShape } from 'react-intl';
import { KZ_TIME_ZONE, kzDayStart } from '../../contract/kazakhstan-time.ts';

/** An instant (epoch ms, an ISO timestamp, a Date) or a calendar day, "YYYY-MM-DD". */
export type When = number | string | Date;

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** A calendar day as forms and the API carry it, "YYYY-MM-DD": answers that are dates are shown as dates. */
export const isCalendarDay = (value: unknown): value is string => typeof value === 'string' && DAY.test(value);

/** How much of a date to show; every style is read in the page's language. */
export const DATE_STYLES = {
  /** 1 December 2026 */
  day: { day: 'numeric', month: 'long', year: 'numeric' },
  /** 1 December */
  dayMonth: { day: 'numeric', month: 'long' },
  /** 1 Dec 2026 */
  shortDay: { day: 'numeric', month: 'short', year: 'numeric' },
  /** December 2026 */
  month: { month: 'long', year: 'numeric' },
  /** 1 Dec 2026, 14:05 */
  dateTime: { dateStyle: 'medium', timeStyle: 'short' },
  /** 01.12.2026, 14:05 (in English 12/1/26, 2:05 PM) */
  shortDateTime: { dateStyle: 'short', timeStyle: 'short' },
  /** 14:05 */
  time: { timeStyle: 'short' },
} satisfies Record<string, Intl.DateTimeFormatOptions>;

export type DateStyle = keyof typeof DATE_STYLES;

/**
 * The instant a value stands for. A calendar day is its start in Kazakhstan, so it shows as that day
 * in Kazakhstan time; NaN when the value is no date.
 */
export function instantOf(value: When): number {
  if (value instanceof Date) return value.getTime();
  if (typeof value === 'number') return value;
  return isCalendarDay(value) ? kzDayStart(value) : Date.parse(value);
}

/** A date as a person reads it, in Kazakhstan time; "—" when there is none. */
export function formatDate(intl: IntlShape, value: When | null | undefined, style: DateStyle = 'day'): string {
  const at = value === null || value === undefined || value === '' ? NaN : instantOf(value);
  if (Number.isNaN(at)) return '—';
  return intl.formatDate(at, { ...DATE_STYLES[style], timeZone: KZ_TIME_ZONE });
}

/** Two dates as one span ("1–5 December 2026"), the shared parts said once. */
export function formatDateRange(intl: IntlShape, from: When, to: When, style: DateStyle = 'day'): string {
  const [a, b] = [instantOf(from), instantOf(to)];
  if (Number.isNaN(a) || Number.isNaN(b)) return `${formatDate(intl, from, style)} – ${formatDate(intl, to, style)}`;
  return intl.formatDateTimeRange(a, b, { ...DATE_STYLES[style], timeZone: KZ_TIME_ZONE });
}

/**
 * A sum in whole tenge: the number grouped as the page's language groups it, then ₸ ("1 000 000 ₸",
 * "1,000,000 ₸"). The sign follows the number in every language, as on the property pages and price
 * lists, rather than Intl's currency style, which writes "KZT 1,000,000" or "₸1,000,000" by language.
 */
export function formatMoney(intl: IntlShape, amount: number): string {
  return `${intl.formatNumber(amount, { maximumFractionDigits: 0 })}\u00a0₸`;
}
