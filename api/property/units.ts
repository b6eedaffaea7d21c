/**
 * Units as people see them: an editor's status, shown as reserved while a booking's hold is live
 * (its expiry passed, the unit is free again without anyone sweeping), price per m² from price and
 * area, and the project's apartment counts, "price from" and area range taken from its units (ADR 074, 120).
 */
import { and, eq, gt, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { propertyBuildings, propertyProjects, propertyReservations, propertyUnits } from '../../db/schema.ts';
import type { UnitStatus } from '../../contract/property.ts';

type UnitRow = typeof propertyUnits.$inferSelect;

export const pricePerM2 = (u: Pick<UnitRow, 'price' | 'area'>) => Math.round(u.price / u.area);

export function unitsOfBuilding(db: Db | Tx, buildingId: number, now = new Date()) {
  return unitsWhere(db, eq(propertyUnits.buildingId, buildingId), now);
}

/** A project's commercial premises across its buildings, for the project page's own section. */
export function commercialUnitsOfProject(db: Db | Tx, projectId: number, now = new Date()) {
  const buildings = db
    .select({ id: propertyBuildings.id, name: propertyBuildings.name })
    .from(propertyBuildings)
    .where(eq(propertyBuildings.projectId, projectId))
    .all();
  if (!buildings.length) return [];
  const names = new Map(buildings.map((b) => [b.id, b.name]));
  return unitsWhere(
    db,
    and(
      inArray(
        propertyUnits.buildingId,
        buildings.map((b) => b.id),
      ),
      eq(propertyUnits.kind, 'commercial'),
    )!,
    now,
  ).map((u) => ({ ...u, building_name: names.get(u.building_id) ?? '' }));
}

/** One unit as the board shows it (reserved while a hold is live), or undefined. */
export const unitById = (db: Db | Tx, id: number, now = new Date()) => unitsWhere(db, eq(propertyUnits.id, id), now)[0];

function unitsWhere(db: Db | Tx, where: SQL, now: Date) {
  const rows = db
    .select({ unit: propertyUnits, expiresAt: propertyReservations.expiresAt })
    .from(propertyUnits)
    .leftJoin(
      propertyReservations,
      and(
        eq(propertyReservations.unitId, propertyUnits.id),
        isNull(propertyReservations.releasedAt),
        gt(propertyReservations.expiresAt, now),
      ),
    )
    .where(where)
    .orderBy(propertyUnits.buildingId, propertyUnits.section, sql`${propertyUnits.floor} DESC`, propertyUnits.id)
    .all();
  return rows.map(({ unit: u, expiresAt }) => {
    const status: UnitStatus = u.status === 'available' && expiresAt ? 'reserved' : u.status;
    return {
      id: u.id,
      building_id: u.buildingId,
      section: u.section,
      floor: u.floor,
      number: u.number,
      kind: u.kind,
      rooms: u.rooms,
      area: u.area,
      price: u.price,
      price_m2: pricePerM2(u),
      finish: u.finish,
      layout_image: u.layoutImage,
      layout_pdf: u.layoutPdf,
      status,
      reserved_until: status === 'reserved' ? expiresAt!.getTime() : null,
      updated_at: u.updatedAt.getTime(),
    };
  });
}

export interface ProjectCounts {
  total_apartments: number;
  sold_apartments: number;
  available_apartments: number;
  /** The cheapest unit on sale: apartments of a residential project, premises of a commercial one. */
  price_from: number | null;
  apartment_area_min: number | null;
  apartment_area_max: number | null;
}

/**
 * A project's figures counted from its units (ADR 074, 120): typed totals, "price from" or an area range
 * would drift from the chessboard the first time a flat is sold or re-priced. "Price from" counts units
 * on sale (a booking's hold does not take a price off the site: it may come back within days).
 */
export function projectCounts(db: Db | Tx, projectIds: number[], now = new Date()): Map<number, ProjectCounts> {
  const out = new Map<number, ProjectCounts>();
  if (!projectIds.length) return out;
  const apartment = sql`${propertyUnits.kind} = 'apartment'`;
  const rows = db
    .select({
      projectId: propertyBuildings.projectId,
      total: sql<number>`sum(${apartment})`,
      sold: sql<number>`sum(${apartment} AND ${propertyUnits.status} = 'sold')`,
      available: sql<number>`sum(${apartment} AND ${propertyUnits.status} = 'available' AND NOT EXISTS (
        SELECT 1 FROM property_reservations r
        WHERE r.unit_id = ${propertyUnits.id} AND r.released_at IS NULL AND r.expires_at > ${now.getTime()}))`,
      priceFrom: sql<number | null>`min(CASE WHEN ${propertyUnits.status} = 'available' AND ${propertyUnits.price} > 0
        AND ${propertyUnits.kind} = (CASE ${propertyProjects.kind} WHEN 'commercial' THEN 'commercial' ELSE 'apartment' END)
        THEN ${propertyUnits.price} END)`,
      areaMin: sql<number | null>`min(CASE WHEN ${apartment} THEN ${propertyUnits.area} END)`,
      areaMax: sql<number | null>`max(CASE WHEN ${apartment} THEN ${propertyUnits.area} END)`,
    })
    .from(propertyUnits)
    .innerJoin(propertyBuildings, eq(propertyBuildings.id, propertyUnits.buildingId))
    .innerJoin(propertyProjects, eq(propertyProjects.id, propertyBuildings.projectId))
    .where(inArray(propertyBuildings.projectId, projectIds))
    .groupBy(propertyBuildings.projectId)
    .all();
  for (const r of rows)
    out.set(r.projectId, {
      total_apartments: r.total ?? 0,
      sold_apartments: r.sold ?? 0,
      available_apartments: r.available ?? 0,
      price_from: r.priceFrom,
      apartment_area_min: r.areaMin,
      apartment_area_max: r.areaMax,
    });
  return out;
}

export const NO_UNITS: ProjectCounts = {
  total_apartments: 0,
  sold_apartments: 0,
  available_apartments: 0,
  price_from: null,
  apartment_area_min: null,
  apartment_area_max: null,
};
