/** Streams through the read pool: pulled a chunk at a time, other reads answered in between. */
import { describe, expect, it } from 'vitest';
import { createReadPool } from './read-pool.ts';

type Args = { chunks: number; failAt?: number; bytes?: number };
const pool = () =>
  createReadPool<{ produced: () => number }, { numbers: (db: unknown, a: Args) => Iterable<Uint8Array> }>({
    entry: new URL('./read-stream.fixture.ts', import.meta.url),
    file: 'unused',
    size: 1,
    inline: { read: () => 0, open: () => [] },
  });

const text = (chunks: Uint8Array[]) => chunks.map((c) => new TextDecoder().decode(c).trim());
const lines = (chunks: Uint8Array[]) =>
  new TextDecoder()
    .decode(Buffer.concat(chunks))
    .split('\n')
    .map((l) => l.trim())
    .filter(Boolean);

describe('a stream from a read worker', () => {
  it('is produced only as fast as it is pulled, and ends with every chunk in order', async () => {
    const reads = pool();
    const it = reads.stream('numbers', { chunks: 50 });
    const first = await it.next();
    await new Promise((r) => setTimeout(r, 100)); // a slow download: nothing pulls for a while
    expect(await reads('produced', undefined)).toBe(1);
    const rest: Uint8Array[] = [];
    for await (const c of it) rest.push(c);
    expect(text([first.value as Uint8Array, ...rest])).toEqual(Array.from({ length: 50 }, (_, i) => String(i)));
  });

  it('lets other reads in the same worker take their turn between two chunks', async () => {
    const reads = pool();
    const it = reads.stream('numbers', { chunks: 1000 });
    await it.next();
    const order: string[] = [];
    const pulling = (async () => {
      for (let i = 0; i < 20; i++) await it.next();
      order.push('20 chunks');
    })();
    await reads('produced', undefined).then(() => order.push('read'));
    await pulling;
    expect(order).toEqual(['read', '20 chunks']);
    await it.return!();
  });

  it('stopped early (a cancelled download) frees its worker for the next read', async () => {
    const reads = pool();
    const it = reads.stream('numbers', { chunks: 1000 });
    await it.next();
    await it.return!();
    expect(await reads('produced', undefined)).toBe(1);
    expect(await it.next()).toEqual({ done: true, value: undefined });
  });

  it('that fails mid-way rejects its pull, and the worker answers the next read', async () => {
    const reads = pool();
    const it = reads.stream('numbers', { chunks: 10, failAt: 3 });
    for (let i = 0; i < 3; i++) await it.next();
    await expect(it.next()).rejects.toThrow('broken row');
    expect(await reads('produced', undefined)).toBe(3);
  });

  it('gathers small pieces, as a spreadsheet writer makes them, into replies of about 64 KB', async () => {
    const reads = pool();
    const replies: Uint8Array[] = [];
    for await (const c of reads.stream('numbers', { chunks: 2000, bytes: 100 })) replies.push(c);
    expect(lines(replies)).toEqual(Array.from({ length: 2000 }, (_, i) => String(i)));
    expect(replies.length).toBeLessThanOrEqual(Math.ceil((2000 * 100) / 65_536));
  });

  it('two at once in one worker do not mix their chunks', async () => {
    const reads = pool();
    const a = reads.stream('numbers', { chunks: 30 });
    const b = reads.stream('numbers', { chunks: 20 });
    const all = async (it: AsyncIterableIterator<Uint8Array>) => {
      const out: Uint8Array[] = [];
      for await (const c of it) out.push(c);
      return text(out);
    };
    const [ra, rb] = await Promise.all([all(a), all(b)]);
    expect(ra).toEqual(Array.from({ length: 30 }, (_, i) => String(i)));
    expect(rb).toEqual(Array.from({ length: 20 }, (_, i) => String(i)));
  });
});
