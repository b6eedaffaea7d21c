/**
 * A date in a page, through the one formatter (lib/kz-format.ts): Kazakhstan time, the page's
 * language, and the instant kept in `<time dateTime>` for machines and screen readers.
 */
import { useIntl } from 'react-intl';
import { formatDate, formatDateRange, formatMoney, instantOf, type DateStyle, type When } from '../../lib/kz-format.ts';

export function KzDate({ value, show = 'day' }: { value: When | null | undefined; show?: DateStyle }) {
  const intl = useIntl();
  const at = value === null || value === undefined || value === '' ? NaN : instantOf(value);
  if (Number.isNaN(at)) return <>—</>;
  return <time dateTime={new Date(at).toISOString()}>{formatDate(intl, at, show)}</time>;
}

/** A sum in tenge, "1 000 000 ₸" (lib/kz-format.ts). */
export function Money({ value }: { value: number }) {
  return <>{formatMoney(useIntl(), value)}</>;
}

/** Two dates as one span, "1–5 December 2026" (a flow's days, a contest's window). */
export function KzDateRange({ from, to, show = 'day' }: { from: When; to: When; show?: DateStyle }) {
  return <>{formatDateRange(useIntl(), from, to, show)}</>;
}
