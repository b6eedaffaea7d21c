/**
 * A large file saved for offline (a course's video, a big material) fetched by byte ranges, each piece
 * stored on the device as it arrives — a cut keeps what came before it — so a download cut by a lost signal
 * or a closed tab continues from the bytes it has, not from byte 0 (ADR 128). A resumed range names the file
 * it began with (If-Range): a file changed on the server meanwhile answers whole (200) and the download
 * starts again on it. When every piece is here they become the one whole file the service worker serves.
 * Framework-free: the pieces' storage and the network are passed in.
 */
import { SAVE_HEADER } from '../../sync/saved-media.ts';
import {
  CHUNK_BYTES,
  contentRange,
  keptOf,
  nextRange,
  NOTHING_KEPT,
  wholeHeaders,
  type Kept,
  type Piece,
} from './chunk-plan.ts';

/** Where the pieces of unfinished files are kept. */
export interface PieceStore {
  list: (url: string) => Promise<Piece[]>;
  put: (url: string, piece: Piece, bytes: Uint8Array<ArrayBuffer>) => Promise<void>;
  /** Stores the pieces as one whole file in the saved cache with these headers, then drops them. */
  assemble: (url: string, pieces: Piece[], headers: Record<string, string>) => Promise<void>;
  drop: (url: string) => Promise<void>;
}

export interface RangedDeps {
  pieces: PieceStore;
  fetch: (url: string, init: RequestInit) => Promise<Response>;
  /** Bytes of this file on the device so far, kept pieces included. */
  onBytes?: ((bytes: number) => void) | undefined;
  chunk?: number;
}

/** Times a download may start again (a file changed twice under it is left for the next try). */
const MAX_RESTARTS = 3;

/**
 * Reads a body into pieces of at most `chunk` bytes from byte `from`, storing each as it fills; on a
 * cut the bytes that did arrive are stored too before the error goes on.
 */
async function readIntoPieces(
  url: string,
  body: ReadableStream<Uint8Array>,
  from: number,
  meta: Omit<Piece, 'start' | 'end'>,
  kept: Piece[],
  deps: RangedDeps & { chunk: number },
) {
  let offset = from;
  let parts: Uint8Array[] = [];
  let buffered = 0;
  const flush = async () => {
    if (!buffered) return;
    const bytes = new Uint8Array(buffered);
    let at = 0;
    for (const p of parts) {
      bytes.set(p, at);
      at += p.length;
    }
    const piece = { ...meta, start: offset, end: offset + buffered - 1 };
    await deps.pieces.put(url, piece, bytes);
    kept.push(piece);
    offset += buffered;
    parts = [];
    buffered = 0;
  };
  const reader = body.getReader();
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      // Never past the size the server named (a longer body is not this file).
      const room = meta.total - offset - buffered;
      const take = value.length > room ? value.subarray(0, room) : value;
      parts.push(take);
      buffered += take.length;
      deps.onBytes?.(offset + buffered);
      if (buffered >= deps.chunk) await flush();
      if (take.length < value.length) break;
    }
  } catch (e) {
    await flush();
    throw e;
  }
  await flush();
}

export async function saveInPieces(url: string, deps: RangedDeps): Promise<void> {
  const opts = { ...deps, chunk: deps.chunk ?? CHUNK_BYTES };
  let kept: Kept = keptOf(await deps.pieces.list(url));
  let restarts = 0;
  const restart = async () => {
    await deps.pieces.drop(url);
    kept = NOTHING_KEPT;
    if (++restarts > MAX_RESTARTS) throw new Error('not saved: the file keeps changing');
  };
  if (!kept.consistent) await restart();
  for (;;) {
    deps.onBytes?.(kept.have);
    const range = nextRange(kept, opts.chunk);
    if (!range) return deps.pieces.assemble(url, kept.pieces, wholeHeaders(kept));
    const headers: Record<string, string> = { [SAVE_HEADER]: '1', Range: `bytes=${range.start}-${range.end}` };
    if (kept.have > 0 && kept.etag && !kept.etag.startsWith('W/')) headers['If-Range'] = kept.etag;
    const res = await deps.fetch(url, { headers });
    const etag = res.headers.get('ETag');
    const type = res.headers.get('Content-Type') ?? '';
    if (res.status === 206) {
      const got = contentRange(res.headers.get('Content-Range'));
      const same =
        got && got.start === range.start && (kept.have === 0 || (got.total === kept.total && etag === kept.etag));
      if (!got || !same || !res.body) {
        await res.body?.cancel();
        await restart();
        continue;
      }
      const pieces = [...kept.pieces];
      const had = kept.have;
      try {
        await readIntoPieces(url, res.body, got.start, { total: got.total, etag, type }, pieces, opts);
      } finally {
        kept = keptOf(pieces);
      }
      // An empty answer would ask for the same range forever.
      if (kept.have === had) throw new Error('not saved: no bytes');
      continue;
    }
    if (res.status === 200 || res.status === 416) {
      // The file changed since the first piece (If-Range did not match), or it is shorter than it was.
      await restart();
      const total = Number(res.headers.get('Content-Length'));
      if (res.status === 200 && res.body && total > 0 && !res.headers.has('Content-Encoding')) {
        // The whole new file is on its way: keep it as it comes rather than ask for it again.
        const pieces: Piece[] = [];
        try {
          await readIntoPieces(url, res.body, 0, { total, etag, type }, pieces, opts);
        } finally {
          kept = keptOf(pieces);
        }
      } else await res.body?.cancel();
      continue;
    }
    await res.body?.cancel();
    throw new Error(`not saved: ${res.status}`);
  }
}
