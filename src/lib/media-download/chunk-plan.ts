/**
 * How a large file saved for offline (a course's video) is fetched in pieces so a cut download continues
 * from the bytes it has (ADR 128): which range to ask for next, which kept pieces still belong together, what
 * each piece says about itself, and the headers of the one whole file they become. Pure, so it is tested
 * without a browser.
 */

/**
 * Bytes asked for at a time. On 2G (≈ 20 KB/s) one piece takes under a minute; what a cut interrupts is
 * kept as far as it arrived (ranged-save.ts), so the size only trades requests against memory.
 */
export const CHUNK_BYTES = 1024 * 1024;

/** One stored piece of a file: bytes start..end (inclusive) of a file of `total` bytes, as the server named it. */
export interface Piece {
  start: number;
  end: number;
  total: number;
  etag: string | null;
  type: string;
}

/** What of a file is on the device: the pieces that continue each other from byte 0, of one version. */
export interface Kept {
  pieces: Piece[];
  /** Bytes 0..have-1 are kept. */
  have: number;
  /** The file's size, once a piece said it. */
  total: number | null;
  etag: string | null;
  type: string;
  /** False when pieces of another version of the file, or beyond a gap, are stored: start again. */
  consistent: boolean;
}

export const NOTHING_KEPT: Kept = { pieces: [], have: 0, total: null, etag: null, type: '', consistent: true };

export function keptOf(stored: Piece[]): Kept {
  const sorted = [...stored].sort((a, b) => a.start - b.start || b.end - a.end);
  const first = sorted[0];
  if (!first) return NOTHING_KEPT;
  const pieces: Piece[] = [];
  let have = 0;
  for (const p of sorted) {
    if (p.start !== have || p.total !== first.total || p.etag !== first.etag || p.end < p.start || p.end >= p.total)
      break;
    pieces.push(p);
    have = p.end + 1;
  }
  if (!pieces.length) return { ...NOTHING_KEPT, consistent: false };
  return {
    pieces,
    have,
    total: first.total,
    etag: first.etag,
    type: first.type,
    consistent: pieces.length === sorted.length,
  };
}

/** The next range to ask for (inclusive), or null when the file is whole. */
export function nextRange(kept: Pick<Kept, 'have' | 'total'>, chunk = CHUNK_BYTES) {
  if (kept.total !== null && kept.have >= kept.total) return null;
  const stop = kept.have + chunk;
  return { start: kept.have, end: (kept.total === null ? stop : Math.min(stop, kept.total)) - 1 };
}

/** `Content-Range: bytes a-b/size` of a 206 answer (null for anything else, `*` sizes included). */
export function contentRange(header: string | null) {
  const m = header?.trim().match(/^bytes (\d+)-(\d+)\/(\d+)$/i);
  if (!m) return null;
  const [start, end, total] = [Number(m[1]), Number(m[2]), Number(m[3])];
  return end >= start && end < total ? { start, end, total } : null;
}

/** How a piece is described where it is stored (the headers of its Cache Storage entry). */
export const pieceHeaders = (p: Piece): Record<string, string> => ({
  'Content-Range': `bytes ${p.start}-${p.end}/${p.total}`,
  'Content-Type': p.type,
  ...(p.etag ? { ETag: p.etag } : {}),
});

export function pieceOf(headers: Headers): Piece | null {
  const r = contentRange(headers.get('Content-Range'));
  return r && { ...r, etag: headers.get('ETag'), type: headers.get('Content-Type') ?? '' };
}

/** The headers of the whole file the service worker serves (and cuts ranges from) once every piece is here. */
export const wholeHeaders = (kept: Kept): Record<string, string> => ({
  'Content-Type': kept.type || 'application/octet-stream',
  'Content-Length': String(kept.total ?? kept.have),
  'Accept-Ranges': 'bytes',
  ...(kept.etag ? { ETag: kept.etag } : {}),
});
