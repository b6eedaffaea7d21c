/**
 * `property.lead`: a booking, callback or other request from the public site, sent once per device
 * record through the outbox. A booking of a unit asks for a reservation; the partial unique index on
 * live reservations decides who gets it (ADR 075), so two phones booking one flat at the same moment
 * make one reservation and one lead marked `unit_taken` — never two holds, never a lost lead. A
 * webinar or showroom sign-up takes a seat in its slot the same way (slots.ts). Either holds something
 * only for a phone proven by SMS, one live hold per phone (lead-proof.ts, ADR 133).
 */
import { and, eq, isNull, lte } from 'drizzle-orm';
import { propertyLeads, propertyReservations, propertySlots, propertyUnits } from '../../db/schema.ts';
import type { Tx } from '../../db/client.ts';
import { deviceTime } from '../lib/device-clock.ts';
import type { LeadOutcome } from '../../contract/property.ts';
import { defineMutation, reject } from '../sync/registry.ts';
import { readPropertySettings } from './settings.ts';
import { phoneHasSeat, phoneHoldsUnit, phoneProven } from './lead-proof.ts';
import { takeSeat } from './slots.ts';
import { writeHistory } from './unit-history.ts';

/** Holds past their expiry are released (with a line in the unit's history) before a new one is tried. */
export function releaseExpired(tx: Tx, unitId: number, now: Date) {
  const expired = tx
    .update(propertyReservations)
    .set({ releasedAt: now })
    .where(
      and(
        eq(propertyReservations.unitId, unitId),
        isNull(propertyReservations.releasedAt),
        lte(propertyReservations.expiresAt, now),
      ),
    )
    .returning()
    .all();
  for (const r of expired)
    writeHistory(tx, {
      unitId,
      status: 'available',
      fromStatus: 'reserved',
      source: 'expiry',
      leadId: r.leadId,
      at: r.expiresAt,
    });
}

export const propertyLead = defineMutation({
  name: 'property.lead',
  roles: ['public'],
  apply(ctx, { client_record_id, form }) {
    const { tx } = ctx;
    const existing = tx
      .select({ id: propertyLeads.id })
      .from(propertyLeads)
      .where(eq(propertyLeads.clientRecordId, client_record_id))
      .get();
    if (existing) return { entity: { type: 'property_lead', id: existing.id } };

    const unit = form.unit_id
      ? tx.select().from(propertyUnits).where(eq(propertyUnits.id, form.unit_id)).get()
      : undefined;
    if (form.unit_id && !unit) reject('unit_id', 'property.errors.unit_missing');
    const slot = form.slot_id
      ? tx.select().from(propertySlots).where(eq(propertySlots.id, form.slot_id)).get()
      : undefined;
    if (form.slot_id && (!slot || slot.kind !== form.kind)) reject('slot_id', 'property.errors.slot_missing');

    const when = deviceTime(ctx.createdAt, ctx.receivedAt);
    const lead = tx
      .insert(propertyLeads)
      .values({
        clientRecordId: client_record_id,
        kind: form.kind,
        name: form.name,
        phone: form.phone,
        rooms: form.rooms ?? unit?.rooms ?? null,
        unitId: unit?.id ?? null,
        slotId: slot?.id ?? null,
        comment: form.comment || null,
        preferredTime: form.preferred_time ?? null,
        createdAt: when.at,
      })
      .returning()
      .get();

    let outcome: LeadOutcome | null = null;
    // Checked when the server applies it: a token that expired while the record waited offline proves nothing.
    const proven = phoneProven(tx, form.phone, form.verification);
    // A full slot does not refuse the sign-up: the lead is kept, marked, and the sales office calls (ADR 106).
    // Nor does an unproven phone or a second seat for one phone: kept, marked, holding nothing (ADR 133).
    if (slot) {
      outcome = !proven
        ? 'unproven'
        : phoneHasSeat(tx, form.phone, slot.id)
          ? 'phone_holds'
          : takeSeat(tx, slot.id)
            ? 'seated'
            : 'slot_full';
      tx.update(propertyLeads).set({ outcome }).where(eq(propertyLeads.id, lead.id)).run();
    }
    if (unit && form.kind === 'booking') {
      // The hold runs from when the server took it, whatever the device's clock said.
      const now = ctx.receivedAt;
      releaseExpired(tx, unit.id, now);
      const expiresAt = new Date(now.getTime() + readPropertySettings(tx).reservation_hours * 3_600_000);
      const refused = !proven ? 'unproven' : phoneHoldsUnit(tx, form.phone, now) ? 'phone_holds' : null;
      const held =
        !refused &&
        unit.status === 'available' &&
        tx
          .insert(propertyReservations)
          .values({ unitId: unit.id, leadId: lead.id, expiresAt })
          .onConflictDoNothing()
          .run().changes === 1;
      outcome = held ? 'reserved' : (refused ?? 'unit_taken');
      tx.update(propertyLeads).set({ outcome }).where(eq(propertyLeads.id, lead.id)).run();
      if (held) {
        writeHistory(tx, {
          unitId: unit.id,
          status: 'reserved',
          fromStatus: 'available',
          source: 'booking',
          leadId: lead.id,
          expiresAt,
          at: now,
        });
        tx.update(propertyUnits).set({ updatedAt: now }).where(eq(propertyUnits.id, unit.id)).run();
      }
    }
    ctx.audit({
      action: 'property.lead',
      subjectType: 'property_lead',
      subjectId: lead.id,
      before: null,
      after: {
        kind: lead.kind,
        unit_id: lead.unitId,
        slot_id: lead.slotId,
        outcome,
        ...(when.trusted ? {} : { device_created_at: when.claimed }),
      },
    });
    return { entity: { type: 'property_lead', id: lead.id } };
  },
});
