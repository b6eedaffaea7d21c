/**
 * "Generate a building": sections × floors × units per floor as editable cells, numbered the way sales
 * offices count flats (through the building, section by section, floor by floor), with a room count
 * cycling 1…rooms, an area per room count and the price from the price per m². The editor changes
 * any cell before saving.
 */
import type { z } from 'zod';
import type { unitCell } from '../../../api/schemas/property.ts';

export type Cell = z.output<typeof unitCell>;

export interface GenerateInput {
  sections: number;
  floors: number;
  perFloor: number;
  /** Area of a studio; each further room adds `roomArea`. */
  baseArea: number;
  roomArea: number;
  priceM2: number;
}

export function generateCells(g: GenerateInput): Cell[] {
  const cells: Cell[] = [];
  let n = 0;
  for (let section = 1; section <= g.sections; section++)
    for (let floor = 1; floor <= g.floors; floor++)
      for (let place = 0; place < g.perFloor; place++) {
        const rooms = (place % 4) + 1;
        const area = Math.round((g.baseArea + (rooms - 1) * g.roomArea) * 10) / 10;
        cells.push({
          section,
          floor,
          number: String(++n),
          kind: 'apartment',
          rooms,
          area,
          price: Math.round(area * g.priceM2),
          finish: 'rough',
          status: 'available',
        });
      }
  return cells;
}

/** A changed area keeps the price per m² the cell had; a changed price is taken as typed. */
export function withArea(cell: Cell, area: number): Cell {
  const perM2 = Number(cell.price) / Number(cell.area);
  return { ...cell, area, price: Math.round(area * perM2) };
}
