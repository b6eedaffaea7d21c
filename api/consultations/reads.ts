/** The consultation cases' list page, lawyer's day and report, run by the read workers (api/lib/read-registry.ts). */
import type { Db } from '../../db/handle.ts';
import type { UserRow } from '../context.ts';
import { translator } from '../lib/i18n.ts';
import type { Locale } from '../../contract/locale.ts';
import { caseDay } from './day.ts';
import { casePage } from './list-query.ts';
import { caseReport, type CaseReportGroup } from './report.ts';

export const caseReads = {
  'cases.page': casePage,
  'cases.day': caseDay,
  'cases.report': (db: Db, { user, group, locale }: { user: UserRow; group: CaseReportGroup; locale: Locale }) =>
    caseReport(db, user, group, locale, translator(locale)),
};

declare module '../lib/read-registry.ts' {
  interface ReadRegistry {
    consultations: typeof caseReads;
  }
}
