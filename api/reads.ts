/**
 * Every long read the API hands to the read workers (api/lib/read-pool.ts): each is a pure function of
 * a read-only connection and plain arguments, so it runs the same in a worker or inline. STREAMS are
 * whole downloads, read, formatted and encoded in the worker a chunk at a time.
 */
import type { z } from 'zod';
import type { Db } from '../db/client.ts';
import { applicationsTable } from './applications/export.ts';
import { countList, listIds, listItem, listPage } from './applications/list-query.ts';
import { agroTable } from './agro/export.ts';
import { agroPage } from './agro/list-query.ts';
import { agroReport, type AgroReportGroup } from './agro/report.ts';
import { caseDay } from './consultations/day.ts';
import { reviewPage } from './contest/review-query.ts';
import { casePage } from './consultations/list-query.ts';
import { caseReport, type CaseReportGroup } from './consultations/report.ts';
import { dashboardCounts } from './dashboard/counts.ts';
import { flowPage } from './flows/list-query.ts';
import type { UserRow } from './context.ts';
import { courseLearners } from './learning/report-learners.ts';
import { courseReport } from './learning/report.ts';
import { gzipChunks } from './lib/gzip-chunks.ts';
import { translator } from './lib/i18n.ts';
import { exportChunks, type ExportFormat } from './lib/table-export.ts';
import { applicationsReport } from './reports/applications.ts';
import type { Scope } from './reports/scope.ts';
import { leadPage, leadsTable } from './property/lead-list-query.ts';
import { trainerReport } from './reports/trainers.ts';
import { requestPage } from './requests/list-query.ts';
import type { AgroFilters, AgroScopeFilters } from './schemas/agro.ts';
import type { applicationListQuery, ApplicationFilters } from './schemas/applications.ts';
import type { Locale } from './schemas/locale.ts';
import type { courseLearnersQuery } from './schemas/learning-report.ts';
import type { LeadFilters } from './schemas/property.ts';
import type { ApplicationsReportQuery } from './schemas/reports.ts';
import { surveyCrosstab } from './surveys/crosstab.ts';
import { surveyOutcomes } from './surveys/outcomes.ts';
import { surveyStats } from './surveys/stats.ts';
import { surveyList } from './surveys/survey-list.ts';
import { userLogPage } from './user-logs/list-query.ts';
import { userPage } from './users/list-query.ts';

export const READS = {
  'applications.page': (db: Db, { user, q }: { user: UserRow; q: z.output<typeof applicationListQuery> }) => {
    const { rows, next } = listPage(db, user, q);
    return { ...countList(db, user, q), next, data: rows.map((r) => listItem(r)) };
  },
  'reports.applications': (
    db: Db,
    { scope, q, locale }: { scope: Scope; q: ApplicationsReportQuery; locale: Locale },
  ) => applicationsReport(db, scope, q, locale, translator(locale)),
  'reports.trainers': (db: Db, { scope, regionId }: { scope: Scope; regionId: number | undefined }) =>
    trainerReport(db, scope, regionId),
  'cases.report': (db: Db, { user, group, locale }: { user: UserRow; group: CaseReportGroup; locale: Locale }) =>
    caseReport(db, user, group, locale, translator(locale)),
  'learn.report': (db: Db, a: { courseId: number; regionId: number | undefined; locale: Locale }) =>
    courseReport(db, a.courseId, a.regionId, a.locale, translator(a.locale)),
  'learn.learners': (db: Db, a: { courseId: number; q: z.output<typeof courseLearnersQuery>; locale: Locale }) =>
    courseLearners(db, a.courseId, a.q, a.locale),
  'userLogs.page': userLogPage,
  'requests.page': requestPage,
  'users.page': userPage,
  'cases.page': casePage,
  'cases.day': caseDay,
  'agro.page': agroPage,
  'agro.report': (db: Db, a: { user: UserRow; f: AgroScopeFilters; group: AgroReportGroup; locale: Locale }) =>
    agroReport(db, a.user, a.f, a.group, translator(a.locale), a.locale),
  'leads.page': leadPage,
  'flows.page': flowPage,
  'contest.page': reviewPage,
  'dashboard.counts': dashboardCounts,
  'surveys.stats': surveyStats,
  'surveys.crosstab': surveyCrosstab,
  'surveys.outcomes': surveyOutcomes,
  'surveys.list': surveyList,
};

/** What every export stream is told: in which language and format, and whether to gzip it. */
interface ExportArgs {
  locale: Locale;
  format: ExportFormat;
  gzip: boolean;
}

const encoded = (chunks: Iterable<Uint8Array> | AsyncIterable<Uint8Array>, gzip: boolean) =>
  gzip ? gzipChunks(chunks) : chunks;

export const STREAMS = {
  'applications.export': (
    db: Db,
    { user, f, locale, format, gzip }: ExportArgs & { user: UserRow; f: ApplicationFilters },
  ) => encoded(exportChunks(applicationsTable(db, listIds(db, user, f), translator(locale), locale), format), gzip),
  'agro.export': (db: Db, { user, f, locale, format, gzip }: ExportArgs & { user: UserRow; f: AgroFilters }) =>
    encoded(exportChunks(agroTable(db, user, f, translator(locale), locale), format), gzip),
  'leads.export': (db: Db, { f, locale, format, gzip }: ExportArgs & { f: LeadFilters }) =>
    encoded(exportChunks(leadsTable(db, f, translator(locale)), format), gzip),
};

export type Reads = typeof READS;
export type Streams = typeof STREAMS;

type Any = (db: Db, args: unknown) => unknown;

/** The reads and streams on one connection: a worker's read-only one, or the writer's when inline. */
export const readsOn = (db: Db) => ({
  read: (name: string, args: unknown) => (READS[name as keyof Reads] as Any)(db, args),
  open: (name: string, args: unknown) =>
    (STREAMS[name as keyof Streams] as Any)(db, args) as ReturnType<Streams[keyof Streams]>,
});
