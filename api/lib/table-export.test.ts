import { describe, expect, it } from 'vitest';
import { csvField, exportResponse, type Cell } from './table-export.ts';

const TOTAL = 200_000;

describe('exportResponse', () => {
  it('reads rows only as fast as the download takes them, and sends them in large chunks', async () => {
    let pulled = 0;
    function* rows(): Generator<Cell[]> {
      for (let i = 0; i < TOTAL; i++) {
        pulled++;
        yield [i, `Айгүл ${i}`, '770100000000'];
      }
    }
    const res = exportResponse({ name: 'big', head: ['id', 'name', 'phone'], rows: rows() }, 'csv');
    const reader = res.body!.getReader();
    await reader.read();
    await new Promise((r) => setTimeout(r, 200)); // a slow link: nothing reads for a while
    expect(pulled).toBeLessThan(TOTAL / 4);

    let bytes = 0;
    let chunks = 1;
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      bytes += value.byteLength;
      chunks++;
    }
    expect(pulled).toBe(TOTAL);
    expect(bytes).toBeGreaterThan(TOTAL * 20);
    // Lines travel in chunks of tens of KB: a write per line would cost more than the line.
    expect(chunks).toBeLessThan(TOTAL / 500);
  });

  it('lets other work run between chunks (a push must not wait for a whole export)', async () => {
    function* rows(): Generator<Cell[]> {
      for (let i = 0; i < TOTAL; i++) yield [i, `Айгүл ${i}`, '770100000000'];
    }
    let turns = 0;
    const timer = setInterval(() => turns++, 0);
    const res = exportResponse({ name: 'big', head: ['id'], rows: rows() }, 'csv');
    await res.arrayBuffer();
    clearInterval(timer);
    expect(turns).toBeGreaterThan(10);
  });

  it('keeps text that would run as a formula as text, and a negative number a number', () => {
    expect(csvField('=HYPERLINK("x")')).toBe(`"'=HYPERLINK(""x"")"`);
    expect(csvField('-1')).toBe("'-1");
    expect(csvField(-1)).toBe('-1');
    expect(csvField('Қарағанды; Теміртау')).toBe('"Қарағанды; Теміртау"');
  });
});
