/**
 * The pieces of files saved for offline still arriving (ranged-save.ts, ADR 128), in a Cache Storage cache of
 * their own: one entry per piece under the file's URL with `?piece=<first byte>`, its headers saying which
 * bytes of which version of the file it holds. Assembling hands the pieces to the saved cache as one
 * whole response — a Blob made of the stored pieces, not a copy held in memory — and drops them.
 */
import { SAVED_MEDIA_CACHE } from '../../sync/saved-media.ts';
import { pieceHeaders, pieceOf, type Piece } from './chunk-plan.ts';
import type { PieceStore } from './ranged-save.ts';

const PIECES_CACHE = 'learn-pieces';
const open = () => caches.open(PIECES_CACHE);
const keyOf = (url: string, start: number) => `${url}${url.includes('?') ? '&' : '?'}piece=${start}`;

/** The stored entries of one file's pieces. */
async function entries(url: string) {
  const cache = await open();
  return { cache, keys: await cache.keys(url, { ignoreSearch: true }) };
}

export const cachePieces: PieceStore = {
  list: async (url) => {
    const { cache, keys } = await entries(url);
    const pieces: Piece[] = [];
    for (const key of keys) {
      const res = await cache.match(key);
      const piece = res && pieceOf(res.headers);
      if (piece) pieces.push(piece);
    }
    return pieces;
  },
  put: async (url, piece, bytes) => {
    await (await open()).put(keyOf(url, piece.start), new Response(bytes, { headers: pieceHeaders(piece) }));
  },
  assemble: async (url, pieces, headers) => {
    const cache = await open();
    const blobs: Blob[] = [];
    for (const p of pieces) {
      const res = await cache.match(keyOf(url, p.start));
      if (!res) throw new Error('not saved: a piece went missing');
      blobs.push(await res.blob());
    }
    const whole = new Blob(blobs, { type: headers['Content-Type'] ?? '' });
    await (await caches.open(SAVED_MEDIA_CACHE)).put(url, new Response(whole, { status: 200, headers }));
    await cachePieces.drop(url);
  },
  drop: async (url) => {
    if (typeof caches === 'undefined') return;
    const { cache, keys } = await entries(url);
    for (const key of keys) await cache.delete(key);
  },
};
