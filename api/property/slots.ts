/**
 * Webinar and showroom slots (ADR 106): a seat is taken by one conditional UPDATE (`taken < capacity`)
 * inside the sign-up's transaction, and a CHECK constraint forbids more, so two phones on the last seat
 * make one seat and one lead marked `slot_full` — never an overbooked slot, never a lost sign-up.
 */
import { and, asc, eq, gt, lt, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { propertySlots } from '../../db/schema.ts';
import type { SlotKind } from '../../contract/property.ts';

type Slot = typeof propertySlots.$inferSelect;

/** One seat, if one is left: true when this call took it. */
export const takeSeat = (tx: Tx, slotId: number) =>
  tx
    .update(propertySlots)
    .set({ taken: sql`${propertySlots.taken} + 1` })
    .where(and(eq(propertySlots.id, slotId), lt(propertySlots.taken, propertySlots.capacity)))
    .run().changes === 1;

export const slotJson = (s: Slot) => ({
  id: s.id,
  kind: s.kind,
  starts_at: s.startsAt.toISOString(),
  title: s.title,
  capacity: s.capacity,
  taken: s.taken,
  seats_left: s.capacity - s.taken,
  published: s.published,
});

/** What the public form offers: published, not started, with a seat left, soonest first. */
export function openSlots(db: Db, kind: SlotKind | undefined, now = new Date()) {
  return db
    .select()
    .from(propertySlots)
    .where(
      and(
        eq(propertySlots.published, true),
        gt(propertySlots.startsAt, now),
        lt(propertySlots.taken, propertySlots.capacity),
        kind ? eq(propertySlots.kind, kind) : undefined,
      ),
    )
    .orderBy(asc(propertySlots.startsAt))
    .limit(100)
    .all()
    .map(slotJson);
}
