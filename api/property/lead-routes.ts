/**
 * The leads inbox (admins): every booking and request from the site, newest first, with the unit it
 * named and what the booking came to; statuses as the sales office works them (a rejected or cancelled
 * lead frees its unit and its seat); CSV/XLSX export.
 * `standing` lets a device see what its own records came to, by their UUIDs (never listed anywhere).
 */
import { and, desc, eq, inArray } from 'drizzle-orm';
import { Hono } from 'hono';
import { z } from 'zod';
import { propertyLeads, propertySlots, propertyUnits } from '../../db/schema.ts';
import type { Db } from '../../db/client.ts';
import type { AppEnv } from '../context.ts';
import { audit } from '../lib/audit.ts';
import { exportResponse } from '../lib/table-export.ts';
import { validate } from '../lib/validate.ts';
import { requireRole } from '../middleware/auth.ts';
import { exportQuery } from '../schemas/export.ts';
import {
  LEAD_RELEASING,
  LEAD_TRANSITIONS,
  leadListQuery,
  leadStatusSchema,
  propertyLabel,
} from '../schemas/property.ts';
import { releaseLead } from './lead-release.ts';

const admins = requireRole('admin');
const l = propertyLeads;
/** The inbox shows the newest 1,000; the export has them all. */
const INBOX_LIMIT = 1000;

function leadRows(db: Db, q: z.output<typeof leadListQuery>, limit?: number) {
  const where = and(q.status ? eq(l.status, q.status) : undefined, q.kind ? eq(l.kind, q.kind) : undefined);
  const query = db
    .select({ lead: l, unitNumber: propertyUnits.number, slotAt: propertySlots.startsAt })
    .from(l)
    .leftJoin(propertyUnits, eq(propertyUnits.id, l.unitId))
    .leftJoin(propertySlots, eq(propertySlots.id, l.slotId))
    .where(where)
    .orderBy(desc(l.createdAt), desc(l.id));
  return limit ? query.limit(limit).all() : query.all();
}

const leadJson = ({ lead, unitNumber, slotAt }: ReturnType<typeof leadRows>[number]) => ({
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

const recordIds = z.object({
  ids: z
    .string()
    .transform((s) => s.split(',').filter(Boolean))
    .pipe(z.array(z.uuid('validation.invalid')).min(1, 'validation.required').max(50, 'validation.invalid')),
});

export const propertyLeadRoutes = new Hono<AppEnv>()
  .get('/', admins, validate('query', leadListQuery), (c) =>
    c.json({ data: leadRows(c.var.db, c.req.valid('query'), INBOX_LIMIT).map(leadJson) }),
  )
  .get('/export', admins, validate('query', leadListQuery.extend(exportQuery.shape)), (c) => {
    const { t } = c.var;
    const q = c.req.valid('query');
    const rows = leadRows(c.var.db, q);
    return exportResponse(
      {
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
        rows: rows.map(({ lead, unitNumber, slotAt }) => [
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
        ]),
      },
      q.format,
    );
  })
  // Transitions follow LEAD_TRANSITIONS (ADR 121); rejecting or cancelling gives back the unit's hold and
  // the slot's seat in the same transaction. The update is conditional on the status read, so two admins
  // rejecting one lead at once give the seat back once: the second gets the 409.
  .post('/:id{[0-9]+}/status', admins, validate('json', leadStatusSchema), (c) => {
    const id = Number(c.req.param('id'));
    const before = c.var.db.select().from(l).where(eq(l.id, id)).get();
    if (!before) return c.json({ message: c.var.t('errors.not_found'), code: 'not_found' }, 404);
    const { status } = c.req.valid('json');
    if (status === before.status) return c.json({ data: { id, status, released: { unit_id: null, slot_id: null } } });
    const refuse = () =>
      c.json({ message: c.var.t('property.errors.lead_transition'), code: 'property.errors.lead_transition' }, 409);
    if (!LEAD_TRANSITIONS[before.status].includes(status)) return refuse();
    const userId = c.var.user!.id;
    const released = c.var.db.transaction((tx) => {
      const moved = tx
        .update(l)
        .set({ status })
        .where(and(eq(l.id, id), eq(l.status, before.status)))
        .run().changes;
      if (!moved) return null;
      const released = (LEAD_RELEASING as readonly string[]).includes(status)
        ? releaseLead(tx, before, userId, new Date())
        : { unit_id: null, slot_id: null };
      audit(tx, {
        action: 'property.lead.status',
        userId,
        subjectType: 'property_lead',
        subjectId: id,
        before: { status: before.status },
        after: { status, released_unit_id: released.unit_id, returned_seat_slot_id: released.slot_id },
        ip: c.var.ip,
      });
      return released;
    });
    if (!released) return refuse();
    return c.json({ data: { id, status, released } });
  })
  .get('/standing', validate('query', recordIds), (c) => {
    const rows = c.var.db
      .select({ id: l.clientRecordId, outcome: l.outcome, status: l.status, unit_id: l.unitId })
      .from(l)
      .where(inArray(l.clientRecordId, c.req.valid('query').ids))
      .all();
    // A full slot is said on the slot field, as a form's error would be: the device puts it under the picker.
    return c.json({
      data: rows.map((r) => ({
        client_record_id: r.id,
        outcome: r.outcome,
        unit_id: r.unit_id,
        errors: r.outcome === 'slot_full' ? { slot_id: ['property.errors.slot_full'] } : {},
      })),
    });
  });
