/**
 * The one query behind the leads inbox AND its export, so a download is exactly the filtered inbox: the
 * page reads newest first by cursor with a capped count (lib/keyset-page.ts), the export the same rows'
 * ids in the same order, then the rows a page at a time (lib/id-pages.ts). Both run in a read worker.
 */
import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { propertyLeads, propertySlots, propertyUnits } from '../../db/schema.ts';
import { idPages } from '../lib/id-pages.ts';
import type { Translate } from '../lib/i18n.ts';
import { inWindow, keysetPage, orderBy, type ListOrder } from '../lib/keyset-page.ts';
import type { ExportTable } from '../lib/table-export.ts';
import { propertyLabel, type LeadFilters, type LeadListQuery } from '../../contract/property.ts';

const l = propertyLeads;
const ORDER: ListOrder = { column: l.createdAt, id: l.id, descending: true };

const leadWhere = (f: LeadFilters): SQL | undefined =>
  and(f.status ? eq(l.status, f.status) : undefined, f.kind ? eq(l.kind, f.kind) : undefined);

/** Leads with the unit a booking named and the slot a sign-up asked for. */
const withUnitAndSlot = (db: Db) =>
  db
    .select({ lead: l, unitNumber: propertyUnits.number, slotAt: propertySlots.startsAt })
    .from(l)
    .leftJoin(propertyUnits, eq(propertyUnits.id, l.unitId))
    .leftJoin(propertySlots, eq(propertySlots.id, l.slotId));

type LeadRow = Awaited<ReturnType<ReturnType<typeof withUnitAndSlot>['all']>>[number];

const leadJson = ({ lead, unitNumber, slotAt }: LeadRow) => ({
  id: lead.id,
  kind: lead.kind,
  name: lead.name,
  phone: lead.phone,
  rooms: lead.rooms,
  unit_id: lead.unitId,
  unit_number: unitNumber,
  slot_id: lead.slotId,
  slot_starts_at: slotAt?.toISOString() ?? null,
  comment: lead.comment,
  preferred_time: lead.preferredTime,
  status: lead.status,
  outcome: lead.outcome,
  created_at: lead.createdAt.getTime(),
});

export function leadPage(db: Db, q: LeadListQuery) {
  const where = leadWhere(q);
  const { rows, meta } = keysetPage(db, q, {
    where,
    order: ORDER,
    read: (w) => inWindow(withUnitAndSlot(db).$dynamic(), w).all(),
    key: (r) => [r.lead.createdAt, r.lead.id],
    count: db
      .select({ one: sql`1` })
      .from(l)
      .where(where),
  });
  return { data: rows.map(leadJson), meta };
}

/** The export: every lead the inbox's filters show, in its order. */
export function leadsTable(db: Db, f: LeadFilters, t: Translate): ExportTable {
  const ids = db
    .select({ id: l.id })
    .from(l)
    .where(leadWhere(f))
    .orderBy(...orderBy(ORDER))
    .all()
    .map((r) => r.id);
  const load = (chunk: number[]) => withUnitAndSlot(db).where(inArray(l.id, chunk)).all();
  return {
    name: t('property.leads.title'),
    head: ['ID', t('property.lead.kind'), t('property.lead.name'), t('property.lead.phone')].concat(
      t('property.unit.rooms'),
      t('property.unit.number'),
      t('property.lead.slot'),
      t('property.lead.comment'),
      t('property.lead.preferred_time'),
      t('property.lead.status'),
      t('property.lead.outcome'),
      t('property.lead.created_at'),
    ),
    rows: (function* () {
      for (const { lead, unitNumber, slotAt } of idPages(ids, load, (r) => r.lead.id))
        yield [
          lead.id,
          t(propertyLabel('lead_kind', lead.kind)),
          lead.name,
          lead.phone,
          lead.rooms,
          unitNumber,
          slotAt?.toISOString() ?? '',
          lead.comment ?? '',
          lead.preferredTime ? t(propertyLabel('callback_time', lead.preferredTime)) : '',
          t(propertyLabel('lead_status', lead.status)),
          lead.outcome ? t(propertyLabel('outcome', lead.outcome)) : '',
          lead.createdAt.toISOString(),
        ];
    })(),
  };
}
