/**
 * Cases counted by type, status, outcome or lawyer, within what the viewer may see: per group the cases,
 * the finished ones, approvals and denials. The lawyer statistics in reports read the same counts.
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { consultations } from '../../db/schema.ts';
import type { UserRow } from '../context.ts';
import type { Translate } from '../lib/i18n.ts';
import type { ExportTable } from '../lib/table-export.ts';
import { OUTCOMES } from '../schemas/consultation-outcomes.ts';
import { CASE_STATUSES } from '../schemas/consultations.ts';
import { CONSULTATION_TYPES } from '../schemas/reference.ts';
import { visibleCases } from './access.ts';
import { lawyerNames } from './docs.ts';

export type CaseReportGroup = 'type' | 'status' | 'outcome' | 'lawyer';

export interface CaseReportRow {
  key: string;
  label: string;
  cases: number;
  finished: number;
  approved: number;
  denied: number;
}

const k = consultations;

/** Per lawyer id (null: unassigned): cases, finished, approved, denied. */
export function countsBy(db: Db, user: UserRow | null, group: CaseReportGroup) {
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

export function caseReport(db: Db, user: UserRow, group: CaseReportGroup, t: Translate) {
  const counted = countsBy(db, user, group);
  const byKey = new Map(counted.map((r) => [String(r.key), r]));
  const zero = { cases: 0, finished: 0, approved: 0, denied: 0 };
  let rows: CaseReportRow[];
  if (group === 'lawyer') {
    const names = lawyerNames(
      db,
      counted.map((r) => r.key as number | null),
    );
    rows = counted.map((r) => ({
      key: String(r.key),
      label: r.key === null ? t('cases.report.unassigned') : (names.get(r.key as number) ?? String(r.key)),
      cases: r.cases,
      finished: r.finished,
      approved: r.approved,
      denied: r.denied,
    }));
  } else {
    // Every value of the list in its order, zero too; cases without an outcome under "none".
    const keys: string[] =
      group === 'type'
        ? [...CONSULTATION_TYPES]
        : group === 'status'
          ? CASE_STATUSES.map(String)
          : [...OUTCOMES, 'null'];
    const label = (key: string) =>
      group === 'type'
        ? t(`consultation.type.${key}`)
        : group === 'status'
          ? t(`consultation.status.${key}`)
          : key === 'null'
            ? t('cases.outcome.none')
            : t(`cases.outcome.${key}`);
    rows = keys.map((key) => {
      const { cases, finished, approved, denied } = byKey.get(key) ?? zero;
      return { key, label: label(key), cases, finished, approved, denied };
    });
  }
  const total = rows.reduce((s, r) => s + r.cases, 0);
  return { group, rows, total };
}

export function caseReportTable(report: ReturnType<typeof caseReport>, t: Translate): ExportTable {
  return {
    name: t('cases.report.title'),
    head: [
      t(`cases.report.group.${report.group}`),
      t('cases.report.cases'),
      t('cases.report.finished'),
      t('cases.report.approved'),
      t('cases.report.denied'),
    ],
    rows: report.rows.map((r) => [r.label, r.cases, r.finished, r.approved, r.denied]),
  };
}
