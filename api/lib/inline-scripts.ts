/**
 * The built page carries one tiny inline script (vite-plugins/first-paint-preload.ts): it starts the
 * first paint's catalog and chunks while the HTML is still arriving, a round trip sooner than a script
 * file could. The home page drawn at build time adds one more (ADR 127). The CSP allows exactly these
 * scripts by their hashes; nothing else inline runs.
 */
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { HOME_DIR, ROOT_GUARD } from './prerendered-home.ts';

const hash = (script: string) => `'sha256-${createHash('sha256').update(script).digest('base64')}'`;

/**
 * `'sha256-…'` sources for the inline scripts of `<distDir>/index.html` (none without a build), and for the
 * guard that follows the home page drawn at build time (ADR 127).
 */
export function inlineScriptHashes(distDir: string): string[] {
  const file = join(distDir, 'index.html');
  if (!existsSync(file)) return [];
  const shell = [...readFileSync(file, 'utf8').matchAll(/<script>([\s\S]*?)<\/script>/g)].map((m) => hash(m[1]!));
  return existsSync(join(distDir, HOME_DIR)) ? [...shell, hash(ROOT_GUARD)] : shell;
}
