/**
 * The page's one inline script (the first paint's preloads, vite-plugins/first-paint-preload.ts) runs under
 * the CSP because its hash is allowed; any other inline script, or the same one changed, stays blocked.
 */
import { createHash } from 'node:crypto';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { makeTestApp } from '../support/test-app.ts';

let t: ReturnType<typeof makeTestApp>;
afterEach(() => t.close());

const scriptSrc = async () =>
  /script-src ([^;]*)/.exec((await t.call('GET', '/api/health')).headers.get('Content-Security-Policy') ?? '')?.[1];

const sha = (code: string) => `'sha256-${createHash('sha256').update(code).digest('base64')}'`;

describe('the CSP and the built page', () => {
  it("allows the page's inline script by its hash, and nothing else inline", async () => {
    const distDir = mkdtempSync(join(tmpdir(), 'qaryzsyz-dist-'));
    const inline = "(function (m) { document.title = m; })('x');";
    writeFileSync(
      join(distDir, 'index.html'),
      `<html><head><script>${inline}</script><script type="module" crossorigin src="/assets/index.js"></script></head></html>`,
    );
    t = makeTestApp({ distDir });
    expect(await scriptSrc()).toBe(`'self' ${sha(inline)}`);
  });

  it('without a built page allows scripts from the site only', async () => {
    t = makeTestApp({ distDir: mkdtempSync(join(tmpdir(), 'qaryzsyz-nodist-')) });
    expect(await scriptSrc()).toBe("'self'");
  });
});
