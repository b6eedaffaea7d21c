/**
 * What a lead gives back when the sales office rejects or cancels it (ADR 121): the unit its booking
 * holds, free again at once with a line in the unit's history (not days later when the hold would have
 * expired), and the webinar or showroom seat its sign-up took. Runs inside the status change's
 * transaction, so the status, the unit and the seat move together or not at all.
 */
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import type { propertyLeads } from '../../db/schema.ts';
import { propertyReservations, propertySlots, propertyUnits } from '../../db/schema.ts';
import { releaseExpired } from './lead.ts';
import { writeHistory } from './unit-history.ts';

type Lead = typeof propertyLeads.$inferSelect;

export interface Released {
  /** The unit whose live hold this lead had, now available. */
  unit_id: number | null;
  /** The slot that got its seat back. */
  slot_id: number | null;
}

export function releaseLead(tx: Tx, lead: Lead, userId: number, now: Date): Released {
  let unitId: number | null = null;
  if (lead.unitId !== null) {
    // A hold already past its expiry was not this decision's: it gets its own "expiry" line.
    releaseExpired(tx, lead.unitId, now);
    const hold = tx
      .update(propertyReservations)
      .set({ releasedAt: now })
      .where(
        and(
          eq(propertyReservations.leadId, lead.id),
          isNull(propertyReservations.releasedAt),
          gt(propertyReservations.expiresAt, now),
        ),
      )
      .returning()
      .get();
    if (hold) {
      unitId = hold.unitId;
      writeHistory(tx, {
        unitId,
        status: 'available',
        fromStatus: 'reserved',
        source: 'inbox',
        userId,
        leadId: lead.id,
        at: now,
      });
      // The board's "prices as of" moves with every status change people see (ADR 074).
      tx.update(propertyUnits).set({ updatedAt: now }).where(eq(propertyUnits.id, unitId)).run();
    }
  }
  let slotId: number | null = null;
  if (lead.slotId !== null && lead.outcome === 'seated') {
    // `taken > 0` with the CHECK: a seat is never given back twice into a negative count.
    const given = tx
      .update(propertySlots)
      .set({ taken: sql`${propertySlots.taken} - 1` })
      .where(and(eq(propertySlots.id, lead.slotId), gt(propertySlots.taken, 0)))
      .run().changes;
    if (given) slotId = lead.slotId;
  }
  return { unit_id: unitId, slot_id: slotId };
}
