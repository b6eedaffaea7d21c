import { describe, expect, it } from 'vitest';
import { cellCount, generateCells, withArea, withKind, type GenerateInput } from './property-generator.ts';

const input = (g: Partial<GenerateInput>): GenerateInput => ({
  sections: 1,
  floors: 1,
  perFloor: 1,
  baseArea: 40,
  roomArea: 0,
  priceM2: 550_000,
  finish: 'rough',
  commercialFloors: 0,
  commercialPerFloor: 2,
  commercialArea: 80,
  commercialPriceM2: 1_500_000,
  parkingLevels: 0,
  parkingPerLevel: 10,
  parkingPrice: 3_000_000,
  ...g,
});

describe('generateCells', () => {
  it('makes sections × floors × units per floor, numbered through the building, priced by area', () => {
    const g = input({ sections: 2, floors: 3, perFloor: 4, baseArea: 30, roomArea: 15, priceM2: 500_000 });
    const cells = generateCells(g);
    expect(cells).toHaveLength(24);
    expect(cellCount(g)).toBe(24);
    expect(cells.map((c) => c.number)).toEqual(Array.from({ length: 24 }, (_, i) => String(i + 1)));
    expect(cells[13]).toMatchObject({ section: 2, floor: 1, rooms: 2, area: 45, price: 22_500_000, finish: 'rough' });
    expect(new Set(cells.map((c) => `${c.section}:${c.floor}`)).size).toBe(6);
  });

  it('gives the ground floor to commercial premises and the levels below to parking, each at its own price', () => {
    const g = input({ sections: 2, floors: 3, perFloor: 4, commercialFloors: 1, parkingLevels: 2, parkingPerLevel: 5 });
    const cells = generateCells(g);
    expect(cells).toHaveLength(2 * (2 * 4 + 2) + 10);
    expect(cellCount(g)).toBe(cells.length);
    const shops = cells.filter((c) => c.kind === 'commercial');
    expect(shops.map((c) => `${c.section}/${c.floor}/${c.number}`)).toEqual(['1/1/C1', '1/1/C2', '2/1/C3', '2/1/C4']);
    expect(shops[0]).toMatchObject({ rooms: null, area: 80, price: 120_000_000 });
    const parking = cells.filter((c) => c.kind === 'parking');
    expect(parking).toHaveLength(10);
    expect(parking[9]).toMatchObject({ section: 1, floor: -2, number: 'P10', price: 3_000_000, rooms: null });
    // Flats are numbered from 1 above the shops.
    expect(cells.find((c) => c.kind === 'apartment')).toMatchObject({ floor: 2, number: '1' });
  });

  it('an edited area keeps the cell’s price per m²; a cell turned commercial takes the commercial rate', () => {
    const [cell] = generateCells(input({}));
    expect(withArea(cell!, 50)).toMatchObject({ area: 50, price: 27_500_000 });
    const rates = { apartment: 550_000, commercial: 1_500_000 };
    expect(withKind(cell!, 'commercial', rates)).toMatchObject({ kind: 'commercial', rooms: null, price: 60_000_000 });
    expect(withKind(cell!, 'parking', rates)).toMatchObject({ kind: 'parking', rooms: null, price: cell!.price });
  });
});
