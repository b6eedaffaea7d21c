/**
 * A case field's change in the reader's words (the timeline's "field changed" lines): the field's name
 * as the forms label it, and its value as a person reads it — a status by name, a date as a date, a
 * group of counts as "Arrests by writs: 1, Seized accounts: 3", the client wait as started or ended.
 */
import type { IntlShape } from 'react-intl';
import { formatDate } from '../../lib/kz-format.ts';

const COUNT_GROUPS = ['arrests', 'debt_help'];

export function fieldName(intl: IntlShape, field: string): string {
  if (COUNT_GROUPS.includes(field)) return intl.formatMessage({ id: `cases.counts.${field}` });
  if (field === 'waiting_client') return intl.formatMessage({ id: 'cases.pending.waiting_client' });
  const id = `cases.field.${field}`;
  return id in intl.messages ? intl.formatMessage({ id }) : field;
}

export function fieldValue(intl: IntlShape, field: string, value: unknown): string {
  if (value === null || value === undefined || value === '') return '—';
  if (field === 'status') return intl.formatMessage({ id: `consultation.status.${String(value)}` });
  if (field === 'remind_at') return formatDate(intl, String(value));
  if (field === 'waiting_client')
    return intl.formatMessage({ id: value ? 'cases.waiting_client.start' : 'cases.waiting_client.stop' });
  if (typeof value === 'object') {
    const counts = Object.entries(value).filter(([, n]) => n);
    if (!counts.length) return '0';
    return counts.map(([k, n]) => `${fieldName(intl, k)}: ${intl.formatNumber(Number(n))}`).join(', ');
  }
  return String(value);
}
