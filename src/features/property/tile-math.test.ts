import { describe, expect, it } from 'vitest';
import { TILE, tileGrid, tileUrl } from './tile-math.ts';

describe('tileGrid', () => {
  it('puts the point in the middle tile of a 3 × 3 square, at its place inside it', () => {
    // Almaty's centre at zoom 16 lies in tile 46765/24021, about a third of the way across and half way down it.
    const g = tileGrid(43.2389, 76.8897, 16);
    expect(g.tiles).toHaveLength(9);
    expect(g.tiles[4]).toMatchObject({ z: 16, x: 46765, y: 24021, left: TILE, top: TILE });
    expect(g.point.left).toBeCloseTo(TILE * 1.3427, 0);
    expect(g.point.top).toBeCloseTo(TILE * 1.575, 0);
    expect(g.side).toBe(3 * TILE);
  });

  it('wraps across the antimeridian and drops tiles beyond the poles', () => {
    const g = tileGrid(0, 179.99, 1);
    expect(g.tiles.map((t) => t.x)).toContain(0);
    expect(tileGrid(85, 0, 1).tiles.every((t) => t.y >= 0)).toBe(true);
    expect(tileUrl('https://t.example/{z}/{x}/{y}.png', { z: 3, x: 4, y: 5 })).toBe('https://t.example/3/4/5.png');
  });
});
