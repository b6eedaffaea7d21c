/**
 * Cases counted by type, status, outcome, region or lawyer, within what the viewer may see: per group the
 * cases, the finished ones, approvals and denials, accounts released, and the median working time to the
 * first contact and to closing (ADR 094). It runs in a read worker (api/reads.ts): a year's cases are
 * read once and grouped here. The lawyer statistics in reports read the same counts (countsBy).
 */
import { inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { consultations, kato } from '../../db/schema.ts';
import type { UserRow } from '../context.ts';
import type { Translate } from '../lib/i18n.ts';
import type { ExportTable } from '../lib/table-export.ts';
import { displayKatoName } from '../reference/kato-names.ts';
import { OUTCOMES } from '../../contract/consultation-outcomes.ts';
import { CASE_STATUSES, type CASE_REPORT_GROUPS } from '../../contract/consultations.ts';
import type { Locale } from '../../contract/locale.ts';
import { CONSULTATION_TYPES } from '../../contract/reference.ts';
import { visibleCases } from './access.ts';
import { caseClock } from './clock.ts';
import { lawyerNames } from './docs.ts';

export type CaseReportGroup = (typeof CASE_REPORT_GROUPS)[number];

export interface CaseReportRow {
  key: string;
  label: string;
  cases: number;
  finished: number;
  approved: number;
  denied: number;
  accounts_released: number;
  /** Median working minutes over the cases that have one; null when none has. */
  median_first_contact_minutes: number | null;
  median_close_minutes: number | null;
}

const k = consultations;

/** Per key of `group`: cases, finished, approved, denied (the lawyer statistics' figures). */
export function countsBy(db: Db, user: UserRow | null, group: 'lawyer' | 'type' | 'status' | 'outcome') {
  const col = group === 'type' ? k.type : group === 'status' ? k.status : group === 'outcome' ? k.outcome : k.lawyerId;
  return db
    .select({
      key: col,
      cases: sql<number>`count(*)`,
      finished: sql<number>`sum(${k.status} = 3)`,
      approved: sql<number>`sum(${k.outcome} = 'approved')`,
      denied: sql<number>`sum(${k.outcome} = 'denied')`,
    })
    .from(k)
    .where(user ? visibleCases(user) : undefined)
    .groupBy(col)
    .all()
    .map((r) => ({ ...r, finished: r.finished ?? 0, approved: r.approved ?? 0, denied: r.denied ?? 0 }));
}

export function median(values: number[]): number | null {
  if (!values.length) return null;
  const s = [...values].sort((a, b) => a - b);
  const mid = s.length >> 1;
  return s.length % 2 ? s[mid]! : Math.round((s[mid - 1]! + s[mid]!) / 2);
}

const keyColumn = {
  type: k.type,
  status: k.status,
  outcome: k.outcome,
  region: k.regionId,
  lawyer: k.lawyerId,
} as const;

function regionNames(db: Db, ids: number[], locale: Locale) {
  if (!ids.length) return new Map<number, string>();
  const lang = locale === 'kk' ? 'kk' : locale === 'ru' ? 'ru' : 'en';
  return new Map(
    db
      .select()
      .from(kato)
      .where(inArray(kato.id, ids))
      .all()
      .map((r) => [
        r.id,
        displayKatoName(lang === 'kk' ? r.nameKk : lang === 'ru' ? r.nameRu : (r.nameEn ?? r.nameRu), lang),
      ]),
  );
}

export function caseReport(
  db: Db,
  user: UserRow,
  group: CaseReportGroup,
  locale: Locale,
  t: Translate,
  now = Date.now(),
) {
  const rows = db
    .select({
      key: keyColumn[group],
      status: k.status,
      outcome: k.outcome,
      released: k.accountsReleased,
      createdAt: k.createdAt,
      firstContactAt: k.firstContactAt,
      closedAt: k.closedAt,
      waitingClient: k.waitingClient,
      waitingPeriods: k.waitingPeriods,
    })
    .from(k)
    .where(visibleCases(user))
    .all();
  const acc = new Map<
    string,
    {
      cases: number;
      finished: number;
      approved: number;
      denied: number;
      released: number;
      contact: number[];
      close: number[];
    }
  >();
  for (const r of rows) {
    const key = String(r.key);
    const a = acc.get(key) ?? { cases: 0, finished: 0, approved: 0, denied: 0, released: 0, contact: [], close: [] };
    acc.set(key, a);
    a.cases++;
    if (r.status === 3) a.finished++;
    if (r.outcome === 'approved') a.approved++;
    if (r.outcome === 'denied') a.denied++;
    a.released += r.released;
    const clock = caseClock(r, now);
    if (clock.first_contact_minutes !== null) a.contact.push(clock.first_contact_minutes);
    if (clock.close_minutes !== null) a.close.push(clock.close_minutes);
  }
  // Every value of a fixed list in its order, zero too; cases without an outcome under "none".
  const fixed: string[] | null =
    group === 'type'
      ? [...CONSULTATION_TYPES]
      : group === 'status'
        ? CASE_STATUSES.map(String)
        : group === 'outcome'
          ? [...OUTCOMES, 'null']
          : null;
  const keys = fixed ?? [...acc.keys()];
  const ids = keys.filter((x) => x !== 'null').map(Number);
  const names = group === 'lawyer' ? lawyerNames(db, ids) : group === 'region' ? regionNames(db, ids, locale) : null;
  const label = (key: string) => {
    if (group === 'type') return t(`consultation.type.${key}`);
    if (group === 'status') return t(`consultation.status.${key}`);
    if (group === 'outcome') return key === 'null' ? t('cases.outcome.none') : t(`cases.outcome.${key}`);
    if (key === 'null') return t(group === 'lawyer' ? 'cases.report.unassigned' : 'cases.report.no_region');
    return names!.get(Number(key)) ?? key;
  };
  const out: CaseReportRow[] = keys.map((key) => {
    const a = acc.get(key);
    return {
      key,
      label: label(key),
      cases: a?.cases ?? 0,
      finished: a?.finished ?? 0,
      approved: a?.approved ?? 0,
      denied: a?.denied ?? 0,
      accounts_released: a?.released ?? 0,
      median_first_contact_minutes: median(a?.contact ?? []),
      median_close_minutes: median(a?.close ?? []),
    };
  });
  const all = [...acc.values()];
  return {
    group,
    rows: out,
    total: rows.length,
    accounts_released: all.reduce((s, a) => s + a.released, 0),
    median_first_contact_minutes: median(all.flatMap((a) => a.contact)),
    median_close_minutes: median(all.flatMap((a) => a.close)),
  };
}

export type CaseReport = ReturnType<typeof caseReport>;

/** Minutes as "3 h 20 min" for the spreadsheet, in the viewer's language. */
const hours = (m: number | null, t: Translate) =>
  m === null ? '' : t('cases.clock.duration', { hours: Math.floor(m / 60), minutes: m % 60 });

export function caseReportTable(report: CaseReport, t: Translate): ExportTable {
  return {
    name: t('cases.report.title'),
    head: [
      t(`cases.report.group.${report.group}`),
      t('cases.report.cases'),
      t('cases.report.finished'),
      t('cases.report.approved'),
      t('cases.report.denied'),
      t('cases.report.accounts_released'),
      t('cases.report.median_first_contact'),
      t('cases.report.median_close'),
    ],
    rows: report.rows.map((r) => [
      r.label,
      r.cases,
      r.finished,
      r.approved,
      r.denied,
      r.accounts_released,
      hours(r.median_first_contact_minutes, t),
      hours(r.median_close_minutes, t),
    ]),
  };
}
