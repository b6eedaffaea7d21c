/**
 * The leads inbox (admins): every booking and request from the site, newest first a page at a time
 * (lead-list-query.ts, in a read worker), with the unit it named and what the booking came to; statuses
 * as the sales office works them (a rejected or cancelled lead frees its unit and its seat); CSV/XLSX export.
 * `standing` lets a device see what its own records came to, by their UUIDs (never listed anywhere).
 */
import { and, eq, inArray } from 'drizzle-orm';
import { Hono } from 'hono';
import { z } from 'zod';
import { propertyLeads } from '../../db/schema.ts';
import type { AppEnv } from '../context.ts';
import { audit } from '../lib/audit.ts';
import { gzipsExport } from '../lib/gzip-chunks.ts';
import { downloadResponse } from '../lib/table-export.ts';
import { validate } from '../lib/validate.ts';
import { requireRole } from '../middleware/auth.ts';
import { exportQuery } from '../../contract/export.ts';
import { canMove } from '../../contract/transitions.ts';
import {
  LEAD_RELEASING,
  LEAD_TRANSITIONS,
  leadFilters,
  leadListQuery,
  leadStatusSchema,
} from '../../contract/property.ts';
import { releaseLead } from './lead-release.ts';
import { conflict, notFound } from '../lib/problem.ts';

const admins = requireRole('admin');
const l = propertyLeads;

const recordIds = z.object({
  ids: z
    .string()
    .transform((s) => s.split(',').filter(Boolean))
    .pipe(z.array(z.uuid('validation.invalid')).min(1, 'validation.required').max(50, 'validation.invalid')),
});

export const propertyLeadRoutes = new Hono<AppEnv>()
  .get('/', admins, validate('query', leadListQuery), async (c) =>
    c.json(await c.var.reads('leads.page', c.req.valid('query'))),
  )
  .get('/export', admins, validate('query', leadFilters.extend(exportQuery.shape)), (c) => {
    const { format, ...f } = c.req.valid('query');
    const gzip = gzipsExport(format, c.req.header('Accept-Encoding'));
    const chunks = c.var.reads.stream('leads.export', { f, locale: c.var.locale, format, gzip });
    return downloadResponse(chunks, c.var.t('property.leads.title'), format, gzip);
  })
  // Transitions follow LEAD_TRANSITIONS (ADR 121); rejecting or cancelling gives back the unit's hold and
  // the slot's seat in the same transaction. The update is conditional on the status read, so two admins
  // rejecting one lead at once give the seat back once: the second gets the 409.
  .post('/:id{[0-9]+}/status', admins, validate('json', leadStatusSchema), (c) => {
    const id = Number(c.req.param('id'));
    const before = c.var.db.select().from(l).where(eq(l.id, id)).get();
    if (!before) throw notFound();
    const { status } = c.req.valid('json');
    if (status === before.status) return c.json({ data: { id, status, released: { unit_id: null, slot_id: null } } });
    const refused = conflict('property.errors.lead_transition');
    if (!canMove(LEAD_TRANSITIONS, before.status, status)) throw refused;
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
    if (!released) throw refused;
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
