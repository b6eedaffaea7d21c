/**
 * Issue 33.15: on a 300 ms link the first install's cost was its file count, not its bytes — about 330
 * route and component chunks under 16 KiB, each a round trip of its own (six at a time, ~60 rounds ≈ 18 s,
 * plus a response header each). This writes those small files, back to back, into one pack (brotli and
 * gzip copies beside it, as for every built file), and tells the service worker's build which file sits
 * where (`__PRECACHE_PACKS__`, a JSON string): the worker fetches the pack once and saves each file under its own
 * URL (sw/packed-install.ts). The app itself still loads each chunk on its own, as before.
 */
import { createHash } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';
import type { PrecachePack } from '../sw/packed-install.ts';

const TYPES: Record<string, string> = {
  js: 'text/javascript; charset=utf-8',
  css: 'text/css; charset=utf-8',
};

export function precachePacks(opts: { maxFileBytes: number; include: (fileName: string) => boolean }) {
  let packs: PrecachePack[] = [];
  /** In the app's build: writes the pack once every chunk is final. */
  const plugin: Plugin = {
    name: 'qaryzsyz:precache-packs',
    apply: 'build',
    writeBundle(options, bundle) {
      const parts: Buffer[] = [];
      const files: PrecachePack['files'] = [];
      let offset = 0;
      for (const fileName of Object.keys(bundle).sort()) {
        const out = bundle[fileName]!;
        const type = TYPES[fileName.slice(fileName.lastIndexOf('.') + 1)];
        if (!type || !fileName.startsWith('assets/') || !opts.include(fileName)) continue;
        const body = Buffer.from(out.type === 'chunk' ? out.code : out.source);
        if (body.length > opts.maxFileBytes) continue;
        parts.push(body);
        files.push({ url: fileName, offset, length: body.length, type });
        offset += body.length;
      }
      if (files.length === 0) return void (packs = []);
      const pack = Buffer.concat(parts);
      const url = `assets/precache-pack-${createHash('sha256').update(pack).digest('base64url').slice(0, 10)}.pack`;
      const path = join(options.dir ?? 'dist', url);
      writeFileSync(path, pack);
      writeFileSync(`${path}.br`, brotliCompressSync(pack, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
      writeFileSync(`${path}.gz`, gzipSync(pack, { level: 9 }));
      packs = [{ url, files }];
    },
  };
  /** In the service worker's build (a plugin of its own: vite-plugin-pwa builds it after the app). */
  const swPlugin = (): Plugin => ({
    name: 'qaryzsyz:precache-packs-index',
    config: () => ({ define: { __PRECACHE_PACKS__: JSON.stringify(JSON.stringify(packs)) } }),
  });
  return { plugin, swPlugin };
}
