/**
 * "Generate a building": sections × floors × units per floor as cells an editor edits before saving,
 * numbered the way sales offices count flats (through the building, section by section, floor by
 * floor), with a room count cycling 1…4, an area per room count and the price from the price per m².
 * The lowest floors may be commercial premises (C1, C2, …) and the levels below ground parking places
 * (P1, P2, …), priced by their own rates. Shared by the admin's generator and the demo seed.
 */
import type { z } from 'zod';
import type { Finish, UnitKind } from './property-values.ts';
import type { unitCell } from './property.ts';

export type Cell = z.output<typeof unitCell>;

export interface GenerateInput {
  sections: number;
  floors: number;
  perFloor: number;
  /** Area of a one-room flat; each further room adds `roomArea`. */
  baseArea: number;
  roomArea: number;
  priceM2: number;
  finish: Finish;
  /** The lowest floors of each section given to commercial premises (0: none). */
  commercialFloors: number;
  commercialPerFloor: number;
  commercialArea: number;
  commercialPriceM2: number;
  /** Underground parking levels (floors −1, −2, …), in section 1 (0: none). */
  parkingLevels: number;
  parkingPerLevel: number;
  /** A parking place is sold whole, at one price. */
  parkingPrice: number;
}

/** A standard place of 5.3 × 2.5 m. */
export const PARKING_AREA = 13.3;

const round1 = (n: number) => Math.round(n * 10) / 10;

/** How many cells `generateCells` makes, to show on the button and to check against the save limit. */
export function cellCount(g: GenerateInput) {
  const commercial = Math.min(Math.max(g.commercialFloors, 0), g.floors);
  return (
    g.sections * ((g.floors - commercial) * g.perFloor + commercial * g.commercialPerFloor) +
    Math.max(g.parkingLevels, 0) * g.parkingPerLevel
  );
}

export function generateCells(g: GenerateInput): Cell[] {
  const cells: Cell[] = [];
  const commercialFloors = Math.min(Math.max(g.commercialFloors, 0), g.floors);
  let flat = 0;
  let premises = 0;
  for (let section = 1; section <= g.sections; section++)
    for (let floor = 1; floor <= g.floors; floor++) {
      const commercial = floor <= commercialFloors;
      for (let place = 0; place < (commercial ? g.commercialPerFloor : g.perFloor); place++) {
        if (commercial) {
          const area = round1(g.commercialArea);
          cells.push({
            section,
            floor,
            number: `C${++premises}`,
            kind: 'commercial',
            rooms: null,
            area,
            price: Math.round(area * g.commercialPriceM2),
            finish: g.finish,
            status: 'available',
          });
          continue;
        }
        const rooms = (place % 4) + 1;
        const area = round1(g.baseArea + (rooms - 1) * g.roomArea);
        cells.push({
          section,
          floor,
          number: String(++flat),
          kind: 'apartment',
          rooms,
          area,
          price: Math.round(area * g.priceM2),
          finish: g.finish,
          status: 'available',
        });
      }
    }
  let space = 0;
  for (let level = 1; level <= g.parkingLevels; level++)
    for (let place = 0; place < g.parkingPerLevel; place++)
      cells.push({
        section: 1,
        floor: -level,
        number: `P${++space}`,
        kind: 'parking',
        rooms: null,
        area: PARKING_AREA,
        price: g.parkingPrice,
        finish: 'none',
        status: 'available',
      });
  return cells;
}

/** A changed area keeps the price per m² the cell had; a changed price is taken as typed. */
export function withArea(cell: Cell, area: number): Cell {
  const perM2 = Number(cell.price) / Number(cell.area);
  return { ...cell, area, price: Math.round(area * perM2) };
}

/**
 * A cell turned into another kind: a flat or premises is re-priced at its kind's rate per m², a parking
 * place keeps its price; only a flat has rooms.
 */
export function withKind(cell: Cell, kind: UnitKind, rates: { apartment: number; commercial: number }): Cell {
  const price =
    kind === 'parking'
      ? cell.price
      : Math.round(Number(cell.area) * (kind === 'commercial' ? rates.commercial : rates.apartment));
  return { ...cell, kind, price, rooms: kind === 'apartment' ? (cell.rooms ?? 1) : null };
}
