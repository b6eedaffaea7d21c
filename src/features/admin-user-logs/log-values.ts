/**
 * A logged value and its field as a person reads them: field names from the forms' own catalogs, values
 * in words — no JSON, no HTML, no ISO timestamps or epochs (dates through the one date formatter).
 */
import type { IntlShape } from 'react-intl';
import { LOCALES } from '../../../contract/locale.ts';
import { formatDate } from '../../lib/kz-format.ts';

/** Where each record's form keeps its field names; the log tries its record's own first. */
const FIELD_CATALOGS: Record<string, string> = {
  application: 'applications.field',
  consultation: 'cases.field',
  agro_application: 'agro.field',
  flow: 'flows.field',
  request: 'request.field',
  region: 'region_stats.field',
  user: 'users.field',
  contest_application: 'contest.field',
};
const ALL_CATALOGS = [
  'userLogs.field',
  'registration.field',
  'applications.field',
  'content.field',
  'cases.field',
  'agro.field',
  'contest.field',
  'property.field',
  'learn.field',
  'flows.field',
  'request.field',
  'region_stats.field',
  'users.field',
];

const catalogOf = (subject: string | null) =>
  subject?.startsWith('property_') ? 'property.field' : subject?.startsWith('learn_') ? 'learn.field' : undefined;

/** "Status", "Flow", "Title": the field's label in the page's language, else its name in plain words. */
export function fieldName(intl: IntlShape, subject: string | null, key: string): string {
  const own = (subject && FIELD_CATALOGS[subject]) ?? catalogOf(subject);
  for (const prefix of own ? [own, ...ALL_CATALOGS] : ALL_CATALOGS) {
    const id = `${prefix}.${key}`;
    if (id in intl.messages) return intl.formatMessage({ id });
  }
  return key.replace(/_id$/, '').replace(/[_.]/g, ' ');
}

const MAX = 120;
const cut = (s: string) => (s.length > MAX ? `${s.slice(0, MAX - 1)}…` : s);
const DAY = /^\d{4}-\d{2}-\d{2}$/;
const INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;
const HTML = /<[a-z][\s\S]*>/i;
/** Epoch milliseconds from 2001 on, as the log's *_at fields hold them. */
const isEpoch = (key: string, v: number) => /(_at|At|_on|date)$/.test(key) && v > 978_307_200_000;

const plain = (html: string) =>
  html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/\s+/g, ' ')
    .trim();

/** A text in four languages ({kk, ru, en, zh}): the page's, else any given. */
function localized(intl: IntlShape, v: Record<string, unknown>): string | undefined {
  const keys = Object.keys(v);
  if (!keys.length || !keys.every((k) => (LOCALES as readonly string[]).includes(k))) return undefined;
  const text = v[intl.locale] ?? Object.values(v).find((x) => typeof x === 'string' && x);
  return typeof text === 'string' ? text : '';
}

/** One value in words. */
export function valueText(intl: IntlShape, key: string, v: unknown): string {
  if (v === null || v === undefined || v === '') return '—';
  if (typeof v === 'boolean') return intl.formatMessage({ id: v ? 'userLogs.value.yes' : 'userLogs.value.no' });
  if (typeof v === 'number') return isEpoch(key, v) ? formatDate(intl, v, 'dateTime') : intl.formatNumber(v);
  if (typeof v === 'string') {
    if (DAY.test(v)) return formatDate(intl, v, 'day');
    if (INSTANT.test(v)) return formatDate(intl, v, 'dateTime');
    return cut(HTML.test(v) ? plain(v) : v) || '—';
  }
  if (Array.isArray(v)) {
    const shown = v.slice(0, 5).map((x) => valueText(intl, key, x));
    return v.length > 5 ? `${shown.join(', ')} … (+${v.length - 5})` : shown.join(', ') || '—';
  }
  if (typeof v === 'object') {
    const o = v as Record<string, unknown>;
    if (o.omitted === 'too_large')
      return intl.formatMessage({ id: 'userLogs.value.omitted' }, { kb: Math.ceil(Number(o.bytes) / 1024) });
    const text = localized(intl, o);
    if (text !== undefined) return valueText(intl, key, text);
    return cut(
      Object.entries(o)
        .map(([k, x]) => `${fieldName(intl, null, k)}: ${valueText(intl, k, x)}`)
        .join('; '),
    );
  }
  return cut(String(v));
}

/** What the record is called in its own snapshot (a title or a name), if it has one. */
export function recordName(intl: IntlShape, ...snapshots: (Record<string, unknown> | null)[]): string | undefined {
  for (const s of snapshots)
    for (const key of ['title', 'name', 'full_name', 'question'])
      if (s && s[key] !== undefined && s[key] !== null && s[key] !== '') return valueText(intl, key, s[key]);
  return undefined;
}
