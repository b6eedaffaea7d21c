/**
 * The built page carries one tiny inline script (vite-plugins/first-paint-preload.ts): it starts the
 * first paint's catalog and chunks while the HTML is still arriving, a round trip sooner than a script
 * file could. The home pages drawn at build time add one more (ADR 127). The CSP allows exactly these
 * scripts by their hashes; nothing else inline runs.
 */
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { HOME_DIR } from './prerendered-home.ts';

const hash = (script: string) => `'sha256-${createHash('sha256').update(script).digest('base64')}'`;

/**
 * `'sha256-…'` sources for the inline scripts of the built pages: `<distDir>/index.html` and the home pages
 * drawn at build time (ADR 127); none without a build.
 */
export function inlineScriptHashes(distDir: string): string[] {
  const shell = join(distDir, 'index.html');
  if (!existsSync(shell)) return [];
  const home = join(distDir, HOME_DIR);
  const pages = [
    shell,
    ...(existsSync(home)
      ? readdirSync(home)
          .filter((f) => f.endsWith('.html'))
          .map((f) => join(home, f))
      : []),
  ];
  const scripts = pages.flatMap((page) =>
    [...readFileSync(page, 'utf8').matchAll(/<script>([\s\S]*?)<\/script>/g)].map((m) => m[1]!),
  );
  return [...new Set(scripts)].map(hash);
}
