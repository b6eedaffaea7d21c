/**
 * What the XLSX import of units and of a price list needs from the property catalogue (the targets
 * live in api/imports/targets/): a building named in a cell (by id or by name, never a guess between
 * two), the unit a building, section and number name, and the unit's raw row for the import's undo.
 * A status the import sets is written to the unit's history like an editor's move; a unit held by a
 * live booking is not moved by a file (the file cannot know about the booking), the row is an error.
 */
import { and, eq, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { propertyBuildings, propertyLeads, propertyUnits } from '../../db/schema.ts';
import type { UnitBaseStatus } from '../../contract/property.ts';
import { heldUnits, writeHistory } from './unit-history.ts';

export type UnitRow = typeof propertyUnits.$inferSelect;
type Found<T> = { ok: T } | { error: string };

/** A cell naming a building: its id ("12") or its name ("Block A"), without case or edge spaces. */
export function findBuilding(tx: Tx, cell: string): Found<number> {
  const text = cell.trim();
  if (/^\d+$/.test(text)) {
    const byId = tx
      .select({ id: propertyBuildings.id })
      .from(propertyBuildings)
      .where(eq(propertyBuildings.id, Number(text)))
      .get();
    if (byId) return { ok: byId.id };
  }
  const named = tx
    .select({ id: propertyBuildings.id })
    .from(propertyBuildings)
    .where(sql`lower(trim(${propertyBuildings.name})) = lower(${text})`)
    .all();
  if (named.length > 1) return { error: 'property.import.building_ambiguous' };
  return named.length ? { ok: named[0]!.id } : { error: 'property.import.building_unknown' };
}

/** The unit of a building by number, in one section, or in any section when there is only one such number. */
export function findUnit(tx: Tx, buildingId: number, section: number | null, number: string): Found<UnitRow> {
  const units = tx
    .select()
    .from(propertyUnits)
    .where(
      and(
        eq(propertyUnits.buildingId, buildingId),
        eq(propertyUnits.number, number.trim()),
        section === null ? undefined : eq(propertyUnits.section, section),
      ),
    )
    .all();
  if (units.length > 1) return { error: 'property.import.unit_ambiguous' };
  return units.length ? { ok: units[0]! } : { error: 'property.import.unit_unknown' };
}

/** A booking holds the unit now: a file must not move or delete it under the buyer. */
export const isHeld = (tx: Tx, unitId: number, now = new Date()) => heldUnits(tx, [unitId], now).has(unitId);

/** Some lead names the unit (a booking, a call request): deleting it would lose what the lead was about. */
export const hasLeads = (tx: Tx, unitId: number) =>
  !!tx.select({ id: propertyLeads.id }).from(propertyLeads).where(eq(propertyLeads.unitId, unitId)).get();

/**
 * The import's status in the unit's history (`from` is null for a unit the file created); an undo's has
 * no user of its own (its audit entry names who).
 */
export function recordStatus(
  tx: Tx,
  unitId: number,
  status: UnitBaseStatus,
  userId: number | null,
  at: Date,
  from: UnitBaseStatus | null = null,
) {
  writeHistory(tx, { unitId, status, fromStatus: from, source: 'import', userId, at });
}

/** The unit's row exactly as SQLite holds it, for the import's before/after snapshots. */
export const rawUnit = (tx: Tx, id: number) =>
  tx.get<Record<string, unknown> | undefined>(sql`SELECT * FROM property_units WHERE id = ${id}`) ?? null;
