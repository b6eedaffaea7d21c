import { describe, expect, it } from 'vitest';
import { generateCells, withArea } from './generate.ts';

describe('generateCells', () => {
  it('makes sections × floors × units per floor, numbered through the building, priced by area', () => {
    const cells = generateCells({ sections: 2, floors: 3, perFloor: 4, baseArea: 30, roomArea: 15, priceM2: 500_000 });
    expect(cells).toHaveLength(24);
    expect(cells.map((c) => c.number)).toEqual(Array.from({ length: 24 }, (_, i) => String(i + 1)));
    expect(cells[13]).toMatchObject({ section: 2, floor: 1, rooms: 2, area: 45, price: 22_500_000 });
    expect(new Set(cells.map((c) => `${c.section}:${c.floor}`)).size).toBe(6);
  });

  it('an edited area keeps the cell’s price per m²', () => {
    const [cell] = generateCells({ sections: 1, floors: 1, perFloor: 1, baseArea: 40, roomArea: 0, priceM2: 550_000 });
    expect(withArea(cell!, 50)).toMatchObject({ area: 50, price: 27_500_000 });
  });
});
