/**
 * The home page drawn at build time (ADR 127): `/` and each language's own URL get it, so a first visit paints
 * before the JavaScript arrives; every other page gets the shell; its one inline script runs under the CSP.
 */
import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ROOT_GUARD } from '../../api/lib/prerendered-home.ts';
import { serveBuiltApp } from '../../api/static.ts';
import { makeTestApp } from '../support/test-app.ts';

let t: ReturnType<typeof makeTestApp>;
let distDir: string;

beforeEach(() => {
  distDir = mkdtempSync(join(tmpdir(), 'qaryzsyz-dist-'));
  writeFileSync(join(distDir, 'index.html'), '<html><body><div id="root"></div>shell</body></html>');
  mkdirSync(join(distDir, 'home'));
  for (const name of ['index', 'kk', 'ru', 'en', 'zh'])
    writeFileSync(
      join(distDir, 'home', `${name}.html`),
      `<html><body>home ${name}<script>${ROOT_GUARD}</script></body></html>`,
    );
  t = makeTestApp({ distDir });
  serveBuiltApp(t.app, distDir);
});
afterEach(() => t.close());

const page = async (path: string) => {
  const res = await t.call('GET', path);
  return { status: res.status, body: await res.text(), cache: res.headers.get('Cache-Control') };
};

describe('the home page drawn at build time', () => {
  it("answers / and each language's home, revalidated like the shell", async () => {
    expect(await page('/')).toEqual({ status: 200, body: expect.stringContaining('home index'), cache: 'no-cache' });
    for (const l of ['kk', 'ru', 'en', 'zh']) {
      expect((await page(`/${l}`)).body).toContain(`home ${l}`);
      expect((await page(`/${l}/`)).body).toContain(`home ${l}`);
    }
  });

  it('leaves every other page, an unknown language and the API to their own answers', async () => {
    for (const path of ['/ru/register', '/admin', '/fr', '/ch', '/home/ru'])
      expect((await page(path)).body, path).toContain('shell');
    expect((await page('/api/nothing')).status).toBe(404);
    expect((await page('/api/nothing')).cache).toBeNull();
  });

  it('sends the hashed assets as immutable', async () => {
    mkdirSync(join(distDir, 'assets'));
    writeFileSync(join(distDir, 'assets', 'index-abc.js'), 'export {};');
    expect((await page('/assets/index-abc.js')).cache).toBe('public, max-age=31536000, immutable');
  });

  it("allows the drawn pages' inline scripts by their hashes", async () => {
    const csp = (await t.call('GET', '/api/health')).headers.get('Content-Security-Policy') ?? '';
    expect(csp).toContain(`'sha256-${createHash('sha256').update(ROOT_GUARD).digest('base64')}'`);
  });
});
