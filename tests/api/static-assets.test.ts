import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { serveBuiltApp } from '../../api/static.ts';
import { makeTestApp } from '../support/test-app.ts';

const t = makeTestApp();
afterAll(() => t.close());

// A built app as `vite build` leaves it: each script beside its brotli and gzip copies.
const dist = join(t.dir, 'dist');
const script = 'export const x = 1;\n'.repeat(200);
mkdirSync(join(dist, 'assets'), { recursive: true });
writeFileSync(join(dist, 'index.html'), '<!doctype html><title>Qaryzsyz</title>');
writeFileSync(join(dist, 'assets', 'app-abc.js'), script);
writeFileSync(join(dist, 'assets', 'app-abc.js.br'), brotliCompressSync(script));
writeFileSync(join(dist, 'assets', 'app-abc.js.gz'), gzipSync(script));
serveBuiltApp(t.app, dist);

const get = (path: string, encoding?: string) =>
  t.app.request(path, { headers: encoding === undefined ? {} : { 'Accept-Encoding': encoding } });

describe('built assets', () => {
  it('are sent as the build compressed them: brotli when the browser takes it, else gzip, else plain', async () => {
    const br = await get('/assets/app-abc.js', 'gzip, deflate, br');
    expect(br.headers.get('Content-Encoding')).toBe('br');
    expect(Buffer.from(await br.arrayBuffer())).toEqual(brotliCompressSync(script));
    expect(br.headers.get('Content-Type')).toMatch(/javascript/);

    const gz = await get('/assets/app-abc.js', 'gzip');
    expect(gz.headers.get('Content-Encoding')).toBe('gzip');
    expect(Buffer.from(await gz.arrayBuffer())).toEqual(gzipSync(script));

    const plain = await get('/assets/app-abc.js', '');
    expect(plain.headers.get('Content-Encoding')).toBeNull();
    expect(await plain.text()).toBe(script);
  });

  it('leave every other page to the app shell, and /api/ to the API', async () => {
    expect(await (await get('/ru/news')).text()).toContain('<title>Qaryzsyz</title>');
    expect((await get('/api/nothing-here')).status).toBe(404);
  });
});
