// eslint-disable-next-line no-restricted-imports -- the test runs in vitest, not in the worker
import { describe, expect, it } from 'vitest';
import { inParallel, neededFirst } from './precache-split.ts';

describe('neededFirst', () => {
  const visitor = { locale: 'ru', staff: false };
  it('installs the shell, every page and the own language first', () => {
    for (const url of ['index.html', 'assets/index-D6Dy65wy.js', 'assets/_id-Dapxa50G.js', 'assets/ru-CgVmiskN.js'])
      expect(neededFirst(url, visitor)).toBe(true);
    expect(neededFirst('assets/data-ru-Br8LjJGg.js', visitor)).toBe(true);
  });
  it('leaves the other languages and, for a visitor, the content editor for later', () => {
    for (const url of [
      'assets/kk-BZ2dN0Mp.js',
      'assets/data-zh-BesWrDCJ.js',
      'assets/zh-CN-Bvikj35P.js',
      'assets/en-GB-BGP6MG_2.js',
    ])
      expect(neededFirst(url, visitor)).toBe(false);
    expect(neededFirst('assets/rich-text-editor-D9ldR9qu.js', visitor)).toBe(false);
    expect(neededFirst('assets/rich-text-editor-D9ldR9qu.js', { locale: 'kk', staff: true })).toBe(true);
  });
  it('installs everything when the page said nothing', () => {
    expect(neededFirst('assets/kk-BZ2dN0Mp.js', null)).toBe(true);
  });
});

describe('inParallel', () => {
  it('runs every item with at most `width` at once', async () => {
    let running = 0;
    let most = 0;
    const done: number[] = [];
    await inParallel([1, 2, 3, 4, 5, 6, 7], 3, async (n) => {
      running++;
      most = Math.max(most, running);
      await new Promise((r) => setTimeout(r, 1));
      done.push(n);
      running--;
    });
    expect(done.sort()).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(most).toBe(3);
  });
});
