import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { acceptsGzip, gzipChunks } from './gzip-chunks.ts';

const collect = async (it: AsyncIterable<Uint8Array>) => {
  const out: Uint8Array[] = [];
  for await (const c of it) out.push(c);
  return Buffer.concat(out);
};

describe('gzip made a chunk at a time', () => {
  const chunks = Array.from({ length: 40 }, (_, i) =>
    Buffer.from(`${i},Айгүл Сәрсенова ${i},770100000${i}\r\n`.repeat(500 + i)),
  );

  it('is one gzip stream that zlib and the browser inflate to exactly the bytes given', async () => {
    const gz = await collect(gzipChunks(chunks));
    expect(gunzipSync(gz).equals(Buffer.concat(chunks))).toBe(true);
    // DecompressionStream is what a browser (and fetch) runs on Content-Encoding: gzip.
    const inflated = await new Response(
      new Blob([gz]).stream().pipeThrough(new DecompressionStream('gzip')),
    ).arrayBuffer();
    expect(Buffer.from(inflated).equals(Buffer.concat(chunks))).toBe(true);
    expect(gz.byteLength).toBeLessThan(Buffer.concat(chunks).byteLength / 5);
  });

  it('of nothing is a valid empty stream', async () => {
    expect(gunzipSync(await collect(gzipChunks([]))).byteLength).toBe(0);
  });

  it('is offered only to callers that take gzip', () => {
    expect(acceptsGzip('gzip, deflate, br')).toBe(true);
    expect(acceptsGzip('br;q=1.0, gzip;q=0.8')).toBe(true);
    expect(acceptsGzip('*')).toBe(true);
    expect(acceptsGzip('gzip;q=0')).toBe(false);
    expect(acceptsGzip('identity')).toBe(false);
    expect(acceptsGzip(undefined)).toBe(false);
  });
});
