/** The property leads' list page and export, run by the read workers (api/lib/read-registry.ts). */
import type { Db } from '../../db/handle.ts';
import { translator } from '../lib/i18n.ts';
import { exportBytes, type ExportArgs } from '../lib/read-registry.ts';
import type { LeadFilters } from '../../contract/property.ts';
import { leadPage, leadsTable } from './lead-list-query.ts';

export const propertyReads = { 'leads.page': leadPage };

export const propertyStreams = {
  'leads.export': (db: Db, a: ExportArgs & { f: LeadFilters }) =>
    exportBytes(leadsTable(db, a.f, translator(a.locale)), a),
};

declare module '../lib/read-registry.ts' {
  interface ReadRegistry {
    property: typeof propertyReads;
  }
  interface StreamRegistry {
    property: typeof propertyStreams;
  }
}
