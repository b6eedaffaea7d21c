/**
 * Where an MP4 keeps its index (the `moov` box): before the media data (`mdat`), so a player starts and
 * seeks from the first bytes, or after it, so nothing plays until the whole file arrived (ADR 128). Read
 * from the top-level box headers alone — 8 or 16 bytes a box, never the boxes themselves — so a 64 MB
 * film is judged in a few small reads. The same walk tells a whole file from a cut one: the boxes must
 * tile the file to its last byte.
 */
import { open } from 'node:fs/promises';

export type BoxOrder = 'index-first' | 'index-last' | 'broken';

/** Reads `length` bytes at `offset` (fewer at the end of the file). */
export type ReadAt = (offset: number, length: number) => Promise<Buffer>;

/** Top-level boxes looked at before giving up: a fragmented film has a few hundred. */
const MAX_BOXES = 10_000;

export async function boxOrder(read: ReadAt, size: number): Promise<BoxOrder> {
  let offset = 0;
  let moov = -1;
  let mdat = -1;
  for (let n = 0; offset < size; n++) {
    if (n >= MAX_BOXES) return 'broken';
    const head = await read(offset, 16);
    if (head.length < 8) return 'broken';
    let length = head.readUInt32BE(0);
    const type = head.toString('latin1', 4, 8);
    if (length === 1) {
      // A 64-bit size follows the type (an mdat over 4 GB, or a muxer that always writes it).
      if (head.length < 16) return 'broken';
      length = Number(head.readBigUInt64BE(8));
    } else if (length === 0) {
      // "To the end of the file": only the last box may say so.
      length = size - offset;
    }
    if (length < 8 || offset + length > size) return 'broken';
    if (type === 'moov' && moov < 0) moov = offset;
    if (type === 'mdat' && mdat < 0) mdat = offset;
    offset += length;
  }
  if (moov < 0 || mdat < 0) return 'broken';
  return moov < mdat ? 'index-first' : 'index-last';
}

/** The box order of a stored file. */
export async function fileBoxOrder(path: string): Promise<BoxOrder> {
  const file = await open(path);
  try {
    const { size } = await file.stat();
    return await boxOrder(async (offset, length) => {
      const buf = Buffer.alloc(length);
      const { bytesRead } = await file.read(buf, 0, length, offset);
      return buf.subarray(0, bytesRead);
    }, size);
  } finally {
    await file.close();
  }
}
