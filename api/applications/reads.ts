/** The applications' list page and export, run by the read workers (api/lib/read-registry.ts). */
import type { z } from 'zod';
import type { Db } from '../../db/handle.ts';
import type { UserRow } from '../context.ts';
import { translator } from '../lib/i18n.ts';
import { exportBytes, type ExportArgs } from '../lib/read-registry.ts';
import type { applicationListQuery, ApplicationFilters } from '../../contract/applications.ts';
import { applicationsTable } from './export.ts';
import { countList, listIds, listItem, listPage } from './list-query.ts';

export const applicationReads = {
  'applications.page': (db: Db, { user, q }: { user: UserRow; q: z.output<typeof applicationListQuery> }) => {
    const { rows, next } = listPage(db, user, q);
    return { ...countList(db, user, q), next, data: rows.map((r) => listItem(r)) };
  },
};

export const applicationStreams = {
  'applications.export': (db: Db, a: ExportArgs & { user: UserRow; f: ApplicationFilters }) =>
    exportBytes(applicationsTable(db, listIds(db, a.user, a.f), translator(a.locale), a.locale), a),
};

declare module '../lib/read-registry.ts' {
  interface ReadRegistry {
    applications: typeof applicationReads;
  }
  interface StreamRegistry {
    applications: typeof applicationStreams;
  }
}
