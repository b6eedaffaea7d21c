/**
 * A project's layouts as the public page lists them: its apartments grouped by rooms, area and layout
 * picture (flats that repeat floor after floor are one layout), each with the lowest price of a free one,
 * how many are free now (a live booking's hold counts as taken, ADR 074) and the buildings they are in, so
 * the page opens each building's chessboard filtered to that layout.
 */
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { propertyBuildings, propertyReservations, propertyUnits } from '../../db/schema.ts';
import { mediaInfo } from './media-check.ts';

interface Layout {
  rooms: number | null;
  area: number;
  image: string | null;
  price_from: number | null;
  available: number;
  total: number;
  buildings: { id: number; name: string; available: number }[];
}

export function projectLayouts(db: Db, projectId: number, now = new Date()) {
  const u = propertyUnits;
  const rows = db
    .select({
      rooms: u.rooms,
      area: u.area,
      image: u.layoutImage,
      price: u.price,
      status: u.status,
      held: propertyReservations.id,
      buildingId: propertyBuildings.id,
      buildingName: propertyBuildings.name,
    })
    .from(u)
    .innerJoin(propertyBuildings, eq(propertyBuildings.id, u.buildingId))
    .leftJoin(
      propertyReservations,
      and(
        eq(propertyReservations.unitId, u.id),
        isNull(propertyReservations.releasedAt),
        gt(propertyReservations.expiresAt, now),
      ),
    )
    .where(and(eq(propertyBuildings.projectId, projectId), eq(u.kind, 'apartment')))
    .orderBy(propertyBuildings.id)
    .all();
  const layouts = new Map<string, Layout>();
  for (const r of rows) {
    const key = `${r.rooms ?? ''}|${r.area}|${r.image ?? ''}`;
    const layout = layouts.get(key) ?? {
      rooms: r.rooms,
      area: r.area,
      image: r.image,
      price_from: null,
      available: 0,
      total: 0,
      buildings: [],
    };
    layouts.set(key, layout);
    const free = r.status === 'available' && r.held === null;
    let building = layout.buildings.find((b) => b.id === r.buildingId);
    if (!building) layout.buildings.push((building = { id: r.buildingId, name: r.buildingName, available: 0 }));
    layout.total++;
    if (free) {
      layout.available++;
      building.available++;
      layout.price_from = layout.price_from === null ? r.price : Math.min(layout.price_from, r.price);
    }
  }
  const list = [...layouts.values()].sort((a, b) => (a.rooms ?? -1) - (b.rooms ?? -1) || a.area - b.area);
  const media = mediaInfo(
    db,
    list.map((l) => l.image),
  );
  return list.map((l) => ({ ...l, image: l.image ? (media.get(l.image) ?? null) : null }));
}
