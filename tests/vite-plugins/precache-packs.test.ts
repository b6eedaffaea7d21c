import { mkdirSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import type { PrecachePack } from '../../sw/packed-install.ts';
import { forEveryone } from '../../sw/precache-split.ts';
import { precachePacks } from '../../vite-plugins/precache-packs.ts';

const chunk = (fileName: string, code: string) => ({ type: 'chunk', fileName, code });
const asset = (fileName: string, source: string) => ({ type: 'asset', fileName, source });

/** Runs the plugin's write step over a bundle into a fresh directory; the index the worker's build gets. */
function build(bundle: Record<string, unknown>) {
  const dir = mkdtempSync(join(tmpdir(), 'packs-'));
  mkdirSync(join(dir, 'assets'));
  const { plugin, swPlugin } = precachePacks({ maxFileBytes: 100, include: forEveryone });
  (plugin.writeBundle as (o: { dir: string }, b: unknown) => void)({ dir }, bundle);
  const config = (swPlugin().config as () => { define: Record<string, string> })();
  const packs = JSON.parse(JSON.parse(config.define.__PRECACHE_PACKS__!) as string) as PrecachePack[];
  return { dir, packs };
}

describe('precache packs', () => {
  it('writes every small file everyone needs back to back, each recoverable from the index, brotli beside it', () => {
    const files = {
      'assets/a-1.js': chunk('assets/a-1.js', 'export const a = 1;'),
      'assets/b-2.css': asset('assets/b-2.css', '.b{color:red}'),
      'assets/c-3.js': chunk('assets/c-3.js', 'export default "ç";'),
    };
    const { dir, packs } = build(files);
    expect(packs).toHaveLength(1);
    const [pack] = packs;
    const bytes = readFileSync(join(dir, pack!.url));
    expect(brotliDecompressSync(readFileSync(join(dir, `${pack!.url}.br`)))).toEqual(bytes);
    const text = (f: PrecachePack['files'][number]) => bytes.subarray(f.offset, f.offset + f.length).toString();
    expect(Object.fromEntries(pack!.files.map((f) => [f.url, [text(f), f.type]]))).toEqual({
      'assets/a-1.js': ['export const a = 1;', 'text/javascript; charset=utf-8'],
      'assets/b-2.css': ['.b{color:red}', 'text/css; charset=utf-8'],
      'assets/c-3.js': ['export default "ç";', 'text/javascript; charset=utf-8'],
    });
  });

  it('leaves out large files, a language, the editor, images and the shell', () => {
    const { packs } = build({
      'assets/small-1.js': chunk('assets/small-1.js', 'x'),
      'assets/big-1.js': chunk('assets/big-1.js', 'x'.repeat(101)),
      'assets/ru-Cx1.js': chunk('assets/ru-Cx1.js', 'ru'),
      'assets/data-zh-B1.js': chunk('assets/data-zh-B1.js', 'zh'),
      'assets/rich-text-editor-M1.js': chunk('assets/rich-text-editor-M1.js', 'e'),
      'assets/logo-1.svg': asset('assets/logo-1.svg', '<svg/>'),
      'index.html': asset('index.html', '<html>'),
    });
    expect(packs[0]!.files.map((f) => f.url)).toEqual(['assets/small-1.js']);
  });

  it('writes no pack when nothing qualifies, and the worker gets an empty index', () => {
    expect(build({ 'index.html': asset('index.html', '<html>') }).packs).toEqual([]);
  });
});
