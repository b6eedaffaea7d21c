/**
 * A unit's status history (ADR 074, 120): every status it had, the one before it as people saw it
 * (`reserved` while a booking's hold was live), and why — an editor on the unit, a bulk move, a
 * booking, an expiry, an import, a lead rejected or cancelled in the inbox. One writer, so every path
 * records the same line; the admin's unit view reads it with the editor's name.
 */
import { and, eq, gt, inArray, isNull } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { propertyReservations, propertyUnitHistory, users } from '../../db/schema.ts';
import type { UnitBaseStatus, UnitStatus } from '../../contract/property.ts';

type HistoryRow = typeof propertyUnitHistory.$inferInsert;

export const writeHistory = (tx: Tx, row: HistoryRow) => tx.insert(propertyUnitHistory).values(row).run();

/** The units among `unitIds` a booking holds right now. */
export function heldUnits(db: Db | Tx, unitIds: number[], now = new Date()) {
  if (!unitIds.length) return new Set<number>();
  return new Set(
    db
      .select({ unitId: propertyReservations.unitId })
      .from(propertyReservations)
      .where(
        and(
          inArray(propertyReservations.unitId, unitIds),
          isNull(propertyReservations.releasedAt),
          gt(propertyReservations.expiresAt, now),
        ),
      )
      .all()
      .map((r) => r.unitId),
  );
}

/** The status people saw: an available unit under a live hold reads as reserved. */
export const shownStatus = (stored: UnitBaseStatus, held: boolean): UnitStatus =>
  stored === 'available' && held ? 'reserved' : stored;

/** Oldest first; a row written before `from_status` existed takes it from the row before. */
export function historyOf(db: Db | Tx, unitId: number) {
  const rows = db
    .select({ h: propertyUnitHistory, userName: users.name })
    .from(propertyUnitHistory)
    .leftJoin(users, eq(users.id, propertyUnitHistory.userId))
    .where(eq(propertyUnitHistory.unitId, unitId))
    .orderBy(propertyUnitHistory.at, propertyUnitHistory.id)
    .all();
  return rows.map(({ h, userName }, i) => ({
    id: h.id,
    status: h.status,
    from_status: h.fromStatus ?? rows[i - 1]?.h.status ?? null,
    source: h.source,
    user_id: h.userId,
    user_name: userName,
    lead_id: h.leadId,
    expires_at: h.expiresAt?.getTime() ?? null,
    at: h.at.getTime(),
  }));
}
