import { describe, expect, it } from 'vitest';
import { byteRange } from '../../../contract/byte-range.ts';
import { keptOf, type Piece } from './chunk-plan.ts';
import { saveInPieces, type PieceStore } from './ranged-save.ts';

const CHUNK = 1000;
const URL = '/api/public/media/film';
const film = (n: number, seed: number) => Uint8Array.from({ length: n }, (_, i) => (i * 7 + seed) % 251);

/** The pieces in memory, and the whole files assembled from them (the saved cache). */
function memoryPieces() {
  const stored = new Map<string, { piece: Piece; bytes: Uint8Array }[]>();
  const saved = new Map<string, { bytes: Uint8Array; headers: Record<string, string> }>();
  const store: PieceStore = {
    list: async (url) => (stored.get(url) ?? []).map((e) => e.piece),
    put: async (url, piece, bytes) => {
      const rest = (stored.get(url) ?? []).filter((e) => e.piece.start !== piece.start);
      stored.set(url, [...rest, { piece, bytes }]);
    },
    assemble: async (url, pieces, headers) => {
      const all = stored.get(url)!;
      const parts = pieces.map((p) => all.find((e) => e.piece.start === p.start)!.bytes);
      const bytes = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
      parts.reduce((at, p) => (bytes.set(p, at), at + p.length), 0);
      saved.set(url, { bytes, headers });
      stored.delete(url);
    },
    drop: async (url) => void stored.delete(url),
  };
  return { store, stored, saved };
}

/**
 * The media route as the server answers it (Range, If-Range against its ETag, 206/200), with the link
 * able to drop after `cutAfter` bytes of the next answer's body.
 */
function server(initial: Uint8Array, etag: string) {
  const state = { bytes: initial, etag, cutAfter: null as number | null, ignoreRanges: false };
  const asked: string[] = [];
  const fetch = async (_url: string, init: RequestInit) => {
    const h = new Headers(init.headers);
    asked.push(`${h.get('Range')}${h.has('If-Range') ? ` if ${h.get('If-Range')}` : ''}`);
    const ifRange = h.get('If-Range');
    const range =
      state.ignoreRanges || (ifRange && ifRange !== state.etag)
        ? null
        : byteRange(h.get('Range') ?? undefined, state.bytes.length);
    if (range === 'unsatisfiable') return new Response(null, { status: 416 });
    const { start, end } = range ?? { start: 0, end: state.bytes.length - 1 };
    const body = state.bytes.slice(start, end + 1);
    const cut = state.cutAfter;
    state.cutAfter = null;
    // What arrived before a cut is read first; the error comes with the next read.
    let pulls = 0;
    const stream = new ReadableStream<Uint8Array>({
      pull(ctl) {
        if (pulls++ === 0) ctl.enqueue(cut === null ? body : body.slice(0, cut));
        else if (cut === null) ctl.close();
        else ctl.error(new TypeError('network error'));
      },
    });
    const headers: Record<string, string> = {
      'Content-Type': 'video/mp4',
      'Content-Length': String(body.length),
      ETag: state.etag,
    };
    if (range) headers['Content-Range'] = `bytes ${start}-${end}/${state.bytes.length}`;
    return new Response(stream, { status: range ? 206 : 200, headers });
  };
  return { state, asked, fetch };
}

describe('a large saved-course file fetched by ranges', () => {
  it('arrives in pieces of one chunk each and becomes one whole file with its type and length', async () => {
    const bytes = film(2500, 1);
    const net = server(bytes, '"v1"');
    const { store, stored, saved } = memoryPieces();
    const seen: number[] = [];
    await saveInPieces(URL, { pieces: store, fetch: net.fetch, chunk: CHUNK, onBytes: (b) => seen.push(b) });
    expect(net.asked).toEqual(['bytes=0-999', 'bytes=1000-1999 if "v1"', 'bytes=2000-2499 if "v1"']);
    expect(saved.get(URL)?.bytes).toEqual(bytes);
    expect(saved.get(URL)?.headers).toMatchObject({ 'Content-Type': 'video/mp4', 'Content-Length': '2500' });
    expect(stored.size).toBe(0);
    expect(seen.at(-1)).toBe(2500);
  });

  it('cut partway through a piece, keeps the bytes that arrived and continues from them, not from byte 0', async () => {
    const bytes = film(2500, 2);
    const net = server(bytes, '"v1"');
    const { store, saved } = memoryPieces();
    const deps = { pieces: store, fetch: net.fetch, chunk: CHUNK };
    // The signal drops 300 bytes into the second piece.
    let answers = 0;
    const cutting = async (url: string, init: RequestInit) => {
      if (++answers === 2) net.state.cutAfter = 300;
      return net.fetch(url, init);
    };
    await expect(saveInPieces(URL, { ...deps, fetch: cutting })).rejects.toThrow('network error');
    expect(keptOf(await store.list(URL)).have).toBe(1300);
    expect(saved.size).toBe(0);

    net.asked.length = 0;
    const seen: number[] = [];
    await saveInPieces(URL, { ...deps, onBytes: (b) => seen.push(b) });
    expect(net.asked[0]).toBe('bytes=1300-2299 if "v1"');
    expect(seen[0]).toBe(1300);
    expect(saved.get(URL)?.bytes).toEqual(bytes);
  });

  it('starts again on the new file when the file changed on the server meanwhile, never mixing the two', async () => {
    const net = server(film(2500, 3), '"v1"');
    const { store, saved } = memoryPieces();
    let answers = 0;
    const cutting = async (url: string, init: RequestInit) => {
      if (++answers === 2) net.state.cutAfter = 0;
      return net.fetch(url, init);
    };
    await expect(saveInPieces(URL, { pieces: store, fetch: cutting, chunk: CHUNK })).rejects.toThrow();
    // The remux put the index first: same id, other bytes, other ETag.
    const remuxed = film(2600, 4);
    net.state.bytes = remuxed;
    net.state.etag = '"v2"';
    net.asked.length = 0;
    await saveInPieces(URL, { pieces: store, fetch: net.fetch, chunk: CHUNK });
    // The If-Range answer was the whole new file, kept as it came: nothing was asked twice.
    expect(net.asked).toEqual(['bytes=1000-1999 if "v1"']);
    expect(saved.get(URL)?.bytes).toEqual(remuxed);
    expect(saved.get(URL)?.headers).toMatchObject({ 'Content-Length': '2600', ETag: '"v2"' });
  });

  it('throws away pieces of two versions stored side by side and fetches the file from its start', async () => {
    const bytes = film(1500, 5);
    const net = server(bytes, '"v2"');
    const { store, saved } = memoryPieces();
    const meta = { total: 1500, type: 'video/mp4' };
    await store.put(URL, { ...meta, start: 0, end: 499, etag: '"v1"' }, film(500, 9));
    await store.put(URL, { ...meta, start: 500, end: 999, etag: '"v2"' }, bytes.slice(500, 1000));
    await saveInPieces(URL, { pieces: store, fetch: net.fetch, chunk: CHUNK });
    expect(net.asked[0]).toBe('bytes=0-999');
    expect(saved.get(URL)?.bytes).toEqual(bytes);
  });

  it('still saves from a server that answers every range with the whole file', async () => {
    const bytes = film(2500, 6);
    const net = server(bytes, '"v1"');
    net.state.ignoreRanges = true;
    const { store, saved } = memoryPieces();
    await saveInPieces(URL, { pieces: store, fetch: net.fetch, chunk: CHUNK });
    expect(net.asked).toHaveLength(1);
    expect(saved.get(URL)?.bytes).toEqual(bytes);
  });
});
