/**
 * A download's gzip made where its chunks are made (a read worker, at its low thread priority), chunk by
 * chunk and synchronously, instead of in zlib's thread pool beside the writer: a 750,000-row CSV is
 * seconds of compression the tablets' pushes should not share a core with. Each chunk is deflated on
 * its own and flushed to a byte boundary without the final bit, one empty final block ends the stream,
 * and the trailer holds the CRC and length of all of it: one valid gzip member (RFC 1951, 1952).
 */
import { constants, crc32, deflateRawSync } from 'node:zlib';

// Magic, deflate, no flags, no time, no extra flags, unknown OS.
const HEADER = Buffer.from([0x1f, 0x8b, 8, 0, 0, 0, 0, 0, 0, 255]);
const LEVEL = 6;

export async function* gzipChunks(
  source: Iterable<Uint8Array> | AsyncIterable<Uint8Array>,
): AsyncGenerator<Uint8Array> {
  let crc = 0;
  let size = 0;
  let head: Buffer | null = HEADER;
  for await (const chunk of source) {
    crc = crc32(chunk, crc);
    size = (size + chunk.byteLength) % 2 ** 32;
    const body = deflateRawSync(chunk, { level: LEVEL, finishFlush: constants.Z_SYNC_FLUSH });
    yield head ? Buffer.concat([head, body]) : body;
    head = null;
  }
  const end = deflateRawSync(Buffer.alloc(0), { finishFlush: constants.Z_FINISH });
  const trailer = Buffer.alloc(8);
  trailer.writeUInt32LE(crc >>> 0, 0);
  trailer.writeUInt32LE(size, 4);
  yield Buffer.concat([head ?? Buffer.alloc(0), end, trailer]);
}

/** A CSV export is gzipped in its worker when the caller takes it; a spreadsheet is a ZIP already. */
export const gzipsExport = (format: 'csv' | 'xlsx', acceptEncoding: string | undefined) =>
  format === 'csv' && acceptsGzip(acceptEncoding);

/** Whether the caller takes gzip (Accept-Encoding names it, or `*`, with a weight above zero). */
export function acceptsGzip(header: string | undefined): boolean {
  if (!header) return false;
  return header.split(',').some((part) => {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    return (name === 'gzip' || name === '*') && (q === undefined || Number(q.slice(2)) > 0);
  });
}
