/** The applications and trainers reports, run by the read workers (api/lib/read-registry.ts). */
import type { Db } from '../../db/handle.ts';
import { translator } from '../lib/i18n.ts';
import type { Locale } from '../../contract/locale.ts';
import type { ApplicationsReportQuery } from '../../contract/reports.ts';
import { applicationsReport } from './applications.ts';
import type { Scope } from './scope.ts';
import { trainerReport } from './trainers.ts';

export const reportReads = {
  'reports.applications': (
    db: Db,
    { scope, q, locale }: { scope: Scope; q: ApplicationsReportQuery; locale: Locale },
  ) => applicationsReport(db, scope, q, locale, translator(locale)),
  'reports.trainers': (db: Db, { scope, regionId }: { scope: Scope; regionId: number | undefined }) =>
    trainerReport(db, scope, regionId),
};

declare module '../lib/read-registry.ts' {
  interface ReadRegistry {
    reports: typeof reportReads;
  }
}
