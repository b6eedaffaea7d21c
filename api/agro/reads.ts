/** The agro applications' list page, report and export, run by the read workers (api/lib/read-registry.ts). */
import type { Db } from '../../db/handle.ts';
import type { UserRow } from '../context.ts';
import { translator } from '../lib/i18n.ts';
import { exportBytes, type ExportArgs } from '../lib/read-registry.ts';
import type { AgroFilters, AgroScopeFilters } from '../../contract/agro.ts';
import type { Locale } from '../../contract/locale.ts';
import { agroTable } from './export.ts';
import { agroPage } from './list-query.ts';
import { agroReport, type AgroReportGroup } from './report.ts';

export const agroReads = {
  'agro.page': agroPage,
  'agro.report': (db: Db, a: { user: UserRow; f: AgroScopeFilters; group: AgroReportGroup; locale: Locale }) =>
    agroReport(db, a.user, a.f, a.group, translator(a.locale), a.locale),
};

export const agroStreams = {
  'agro.export': (db: Db, a: ExportArgs & { user: UserRow; f: AgroFilters }) =>
    exportBytes(agroTable(db, a.user, a.f, translator(a.locale), a.locale), a),
};

declare module '../lib/read-registry.ts' {
  interface ReadRegistry {
    agro: typeof agroReads;
  }
  interface StreamRegistry {
    agro: typeof agroStreams;
  }
}
