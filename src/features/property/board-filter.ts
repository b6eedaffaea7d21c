/**
 * The chessboard's filters: rooms, area, price, floor and finish. A unit outside them stays in its
 * cell (the board keeps its shape) but is dimmed; the filter never hides a building's layout.
 */
import type { Finish } from '../../../contract/property.ts';

export interface BoardFilter {
  rooms?: number | undefined;
  areaMin?: number | undefined;
  areaMax?: number | undefined;
  priceMin?: number | undefined;
  priceMax?: number | undefined;
  floorMin?: number | undefined;
  floorMax?: number | undefined;
  finish?: Finish | undefined;
}

interface FilterableUnit {
  rooms: number | null;
  area: number;
  price: number;
  floor: number;
  finish: Finish;
}

/** 4 in the rooms filter means "4 and more". */
export const MANY_ROOMS = 4;

export function matches(u: FilterableUnit, f: BoardFilter): boolean {
  if (f.rooms !== undefined && (f.rooms >= MANY_ROOMS ? (u.rooms ?? 0) < f.rooms : u.rooms !== f.rooms)) return false;
  if (f.areaMin !== undefined && u.area < f.areaMin) return false;
  if (f.areaMax !== undefined && u.area > f.areaMax) return false;
  if (f.priceMin !== undefined && u.price < f.priceMin) return false;
  if (f.priceMax !== undefined && u.price > f.priceMax) return false;
  if (f.floorMin !== undefined && u.floor < f.floorMin) return false;
  if (f.floorMax !== undefined && u.floor > f.floorMax) return false;
  if (f.finish !== undefined && u.finish !== f.finish) return false;
  return true;
}

/** Units by section, then by floor from the top down, as the board draws them. */
export function boardGrid<U extends { section: number; floor: number }>(units: U[]) {
  const sections = new Map<number, Map<number, U[]>>();
  for (const u of units) {
    const floors = sections.get(u.section) ?? new Map<number, U[]>();
    sections.set(u.section, floors);
    floors.set(u.floor, [...(floors.get(u.floor) ?? []), u]);
  }
  return [...sections.entries()]
    .sort(([a], [b]) => a - b)
    .map(([section, floors]) => ({
      section,
      floors: [...floors.entries()].sort(([a], [b]) => b - a).map(([floor, cells]) => ({ floor, cells })),
    }));
}
