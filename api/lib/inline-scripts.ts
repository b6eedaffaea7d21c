/**
 * The built page carries one tiny inline script (vite-plugins/first-paint-preload.ts): it starts the
 * first paint's catalog and chunks while the HTML is still arriving, a round trip sooner than a script
 * file could. The CSP allows exactly that script by its hash; nothing else inline runs.
 */
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/** `'sha256-…'` sources for the inline scripts of `<distDir>/index.html` (none without a build). */
export function inlineScriptHashes(distDir: string): string[] {
  const file = join(distDir, 'index.html');
  if (!existsSync(file)) return [];
  return [...readFileSync(file, 'utf8').matchAll(/<script>([\s\S]*?)<\/script>/g)].map(
    (m) => `'sha256-${createHash('sha256').update(m[1]!).digest('base64')}'`,
  );
}
