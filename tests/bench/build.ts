/** Builds the app and the server when dist/ or dist-server/ is missing or older than any source that goes into them. */
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

const INPUTS = [
  'src',
  'sw',
  'api',
  'contract',
  'db',
  'locales',
  'public',
  'index.html',
  'vite.config.ts',
  'vite-plugins',
  'scripts/build-server.ts',
  'package-lock.json',
];

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
  const outputs = [join(root, 'dist/.vite/manifest.json'), join(root, 'dist-server/server.mjs')];
  const built = Math.min(...outputs.map((f) => (existsSync(f) ? statSync(f).mtimeMs : 0)));
  const sources = Math.max(...INPUTS.map((p) => newestMtime(join(root, p))));
  if (built > sources) return;
  console.log(built ? 'the build is older than the sources: building…' : 'the build is missing: building…');
  const out = spawnSync('npm', ['run', 'build'], { cwd: root, encoding: 'utf8' });
  if (out.status !== 0) throw new Error(`npm run build failed:\n${out.stdout}\n${out.stderr}`);
}
