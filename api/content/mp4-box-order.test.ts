import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { TINY_MP4 } from '../../tests/support/tiny-mp4.ts';
import { boxOrder, fileBoxOrder } from './mp4-box-order.ts';

/** A top-level box: 32-bit size, type, body. */
const box = (type: string, body = 8) => {
  const b = Buffer.alloc(8 + body);
  b.writeUInt32BE(8 + body, 0);
  b.write(type, 4, 'latin1');
  return b;
};
/** An mdat written with the 64-bit size (size field 1). */
const largeMdat = (body: number) => {
  const b = Buffer.alloc(16 + body);
  b.writeUInt32BE(1, 0);
  b.write('mdat', 4, 'latin1');
  b.writeBigUInt64BE(BigInt(16 + body), 8);
  return b;
};

/** Reads of the buffer, counted, as the stored file would be read. */
function reader(bytes: Buffer) {
  const reads: number[] = [];
  return {
    reads,
    read: async (offset: number, length: number) => {
      reads.push(length);
      return bytes.subarray(offset, offset + length);
    },
  };
}
const order = (bytes: Buffer) => boxOrder(reader(bytes).read, bytes.length);

describe('where an MP4 keeps its index', () => {
  it('says a film whose moov comes after the media data must be remuxed, and one with it first need not', async () => {
    const ftyp = box('ftyp', 16);
    expect(await order(Buffer.concat([ftyp, box('free'), box('mdat', 5000), box('moov', 300)]))).toBe('index-last');
    expect(await order(Buffer.concat([ftyp, box('moov', 300), box('free'), box('mdat', 5000)]))).toBe('index-first');
    expect(await order(TINY_MP4)).toBe('index-first');
  });

  it('reads the headers only: a few small reads whatever the size of the media data', async () => {
    const film = Buffer.concat([box('ftyp', 16), box('mdat', 3_000_000), box('moov', 300)]);
    const { read, reads } = reader(film);
    expect(await boxOrder(read, film.length)).toBe('index-last');
    expect(reads).toEqual([16, 16, 16]);
  });

  it('follows a 64-bit box size and a last box that runs to the end of the file', async () => {
    expect(await order(Buffer.concat([box('ftyp', 16), largeMdat(4000), box('moov', 200)]))).toBe('index-last');
    const toEnd = box('mdat', 4000);
    toEnd.writeUInt32BE(0, 0);
    expect(await order(Buffer.concat([box('ftyp', 16), box('moov', 200), toEnd]))).toBe('index-first');
  });

  it('calls a cut or garbled file broken, so a half-written remux never replaces the original', async () => {
    const whole = Buffer.concat([box('ftyp', 16), box('moov', 300), box('mdat', 5000)]);
    expect(await order(whole.subarray(0, whole.length - 1))).toBe('broken');
    expect(await order(whole.subarray(0, 200))).toBe('broken');
    expect(await order(Buffer.concat([box('ftyp', 16), box('mdat', 500)]))).toBe('broken');
    const zeroSize = Buffer.concat([box('ftyp', 16), box('moov', 8)]);
    zeroSize.writeUInt32BE(4, 24);
    expect(await order(zeroSize)).toBe('broken');
    expect(await order(Buffer.from('not a film at all'))).toBe('broken');
  });

  it('reads a stored file the same way', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'box-order-'));
    const path = join(dir, 'film');
    writeFileSync(path, Buffer.concat([box('ftyp', 16), box('mdat', 5000), box('moov', 300)]));
    expect(await fileBoxOrder(path)).toBe('index-last');
  });
});
