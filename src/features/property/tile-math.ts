/**
 * Which web-mercator tiles (256 px, the `{z}/{x}/{y}` scheme every tile server uses) cover a square
 * of `size` × `size` tiles around a point, where each goes, and where the point falls in pixels.
 */
export const TILE = 256;

export function tileGrid(lat: number, lon: number, zoom: number, size = 3) {
  const n = 2 ** zoom;
  const x = ((lon + 180) / 360) * n;
  const rad = (lat * Math.PI) / 180;
  const y = ((1 - Math.log(Math.tan(rad) + 1 / Math.cos(rad)) / Math.PI) / 2) * n;
  const cx = Math.floor(x);
  const cy = Math.floor(y);
  const half = Math.floor(size / 2);
  const tiles = [];
  for (let dy = -half; dy <= half; dy++)
    for (let dx = -half; dx <= half; dx++) {
      const ty = cy + dy;
      if (ty < 0 || ty >= n) continue;
      // Across the antimeridian the next tile wraps round.
      tiles.push({ z: zoom, x: (((cx + dx) % n) + n) % n, y: ty, left: (dx + half) * TILE, top: (dy + half) * TILE });
    }
  return { tiles, point: { left: (x - cx + half) * TILE, top: (y - cy + half) * TILE }, side: size * TILE };
}

export const tileUrl = (template: string, t: { z: number; x: number; y: number }) =>
  template.replace('{z}', String(t.z)).replace('{x}', String(t.x)).replace('{y}', String(t.y));
