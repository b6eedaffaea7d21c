import { describe, expect, it } from 'vitest';
import { contentRange, keptOf, nextRange, pieceHeaders, pieceOf, wholeHeaders, type Piece } from './chunk-plan.ts';

const piece = (start: number, end: number, over: Partial<Piece> = {}): Piece => ({
  start,
  end,
  total: 3000,
  etag: '"v1"',
  type: 'video/mp4',
  ...over,
});

describe('which bytes of a cut file the phone has', () => {
  it('counts the pieces that continue each other from byte 0, whatever order they are stored in', () => {
    const kept = keptOf([piece(1000, 1299), piece(0, 999)]);
    expect(kept).toMatchObject({ have: 1300, total: 3000, etag: '"v1"', type: 'video/mp4', consistent: true });
    expect(kept.pieces.map((p) => p.start)).toEqual([0, 1000]);
    expect(keptOf([])).toMatchObject({ have: 0, total: null, consistent: true });
  });

  it('says to start again when pieces of another version of the file, or beyond a gap, are stored', () => {
    expect(keptOf([piece(0, 999), piece(1000, 1999, { etag: '"v2"' })])).toMatchObject({
      have: 1000,
      consistent: false,
    });
    expect(keptOf([piece(0, 999), piece(1000, 1999, { total: 4000 })]).consistent).toBe(false);
    expect(keptOf([piece(0, 999), piece(1500, 1999)]).consistent).toBe(false);
    expect(keptOf([piece(500, 999)])).toMatchObject({ have: 0, consistent: false });
  });
});

describe('the next range to ask for', () => {
  it('continues at the first missing byte, one chunk at a time, and stops short at the end of the file', () => {
    expect(nextRange({ have: 0, total: null }, 1000)).toEqual({ start: 0, end: 999 });
    expect(nextRange({ have: 1300, total: 3000 }, 1000)).toEqual({ start: 1300, end: 2299 });
    expect(nextRange({ have: 2500, total: 3000 }, 1000)).toEqual({ start: 2500, end: 2999 });
    expect(nextRange({ have: 3000, total: 3000 }, 1000)).toBeNull();
  });

  it('reads the range the server sent, refusing what is not one', () => {
    expect(contentRange('bytes 1000-1999/3000')).toEqual({ start: 1000, end: 1999, total: 3000 });
    expect(contentRange('bytes 0-99/*')).toBeNull();
    expect(contentRange('bytes 10-5/3000')).toBeNull();
    expect(contentRange('bytes 0-3000/3000')).toBeNull();
    expect(contentRange(null)).toBeNull();
  });
});

describe('a stored piece and the whole file', () => {
  it('a piece describes itself in its stored headers and is read back the same', () => {
    const p = piece(1000, 1299);
    expect(pieceOf(new Headers(pieceHeaders(p)))).toEqual(p);
    expect(pieceOf(new Headers(pieceHeaders({ ...p, etag: null })))).toEqual({ ...p, etag: null });
  });

  it('the assembled file says its type and full length, so a player reads ranges of it from the cache', () => {
    const kept = keptOf([piece(0, 1999), piece(2000, 2999)]);
    expect(wholeHeaders(kept)).toEqual({
      'Content-Type': 'video/mp4',
      'Content-Length': '3000',
      'Accept-Ranges': 'bytes',
      ETag: '"v1"',
    });
  });
});
