import { describe, expect, it } from 'vitest';
import { boardGrid, matches } from './board-filter.ts';

const unit = (extra: Partial<Parameters<typeof matches>[0]> = {}) => ({
  rooms: 2,
  area: 55,
  price: 30_000_000,
  floor: 3,
  finish: 'rough' as const,
  ...extra,
});

describe('the chessboard filter', () => {
  it('keeps a unit inside every bound and drops one outside any', () => {
    const f = {
      rooms: 2,
      areaMin: 50,
      areaMax: 60,
      priceMax: 30_000_000,
      floorMin: 2,
      floorMax: 5,
      finish: 'rough' as const,
    };
    expect(matches(unit(), f)).toBe(true);
    expect(matches(unit({ rooms: 3 }), f)).toBe(false);
    expect(matches(unit({ area: 61 }), f)).toBe(false);
    expect(matches(unit({ price: 30_000_001 }), f)).toBe(false);
    expect(matches(unit({ floor: 6 }), f)).toBe(false);
    expect(matches(unit({ finish: 'turnkey' }), f)).toBe(false);
  });

  it('a price range: a minimum as well as a maximum', () => {
    const f = { priceMin: 25_000_000, priceMax: 35_000_000 };
    expect(matches(unit({ price: 24_999_999 }), f)).toBe(false);
    expect(matches(unit({ price: 25_000_000 }), f)).toBe(true);
    expect(matches(unit({ price: 35_000_000 }), f)).toBe(true);
    expect(matches(unit({ price: 35_000_001 }), f)).toBe(false);
  });

  it('reads 4 rooms as four and more', () => {
    expect(matches(unit({ rooms: 5 }), { rooms: 4 })).toBe(true);
    expect(matches(unit({ rooms: 3 }), { rooms: 4 })).toBe(false);
  });

  it('draws sections left to right and floors from the top down', () => {
    const grid = boardGrid([
      { section: 2, floor: 1, id: 'a' },
      { section: 1, floor: 1, id: 'b' },
      { section: 1, floor: 2, id: 'c' },
    ]);
    expect(grid.map((s) => s.section)).toEqual([1, 2]);
    expect(grid[0]!.floors.map((f) => f.floor)).toEqual([2, 1]);
  });
});
