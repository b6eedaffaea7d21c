/** Builds the app when dist/ is missing or older than any source that goes into it. */
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

const INPUTS = ['src', 'sw', 'locales', 'public', 'index.html', 'vite.config.ts', 'package-lock.json'];

function newestMtime(path: string): number {
  if (!existsSync(path)) return 0;
  const st = statSync(path);
  if (!st.isDirectory()) return st.mtimeMs;
  let newest = st.mtimeMs;
  // Directories count too: deleting a source file changes only its directory's mtime.
  for (const entry of readdirSync(path, { recursive: true, withFileTypes: true }))
    newest = Math.max(newest, statSync(join(entry.parentPath, entry.name)).mtimeMs);
  return newest;
}

export function ensureBuilt(root: string) {
  const manifest = join(root, 'dist/.vite/manifest.json');
  const built = existsSync(manifest) ? statSync(manifest).mtimeMs : 0;
  const sources = Math.max(...INPUTS.map((p) => newestMtime(join(root, p))));
  if (built > sources) return;
  console.log(built ? 'dist/ is older than the sources: building…' : 'dist/ is missing: building…');
  const out = spawnSync('npx', ['vite', 'build'], { cwd: root, encoding: 'utf8' });
  if (out.status !== 0) throw new Error(`vite build failed:\n${out.stdout}\n${out.stderr}`);
}
