/**
 * The data directory's files, copied into the backup's pool incrementally: an uploaded file never changes
 * once complete, so a file whose size and mtime are as last time keeps last time's SHA-256 without being
 * read, and a content already in the pool is not encrypted again.
 */
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { readdir, rename, stat } from 'node:fs/promises';
import { join, relative, sep } from 'node:path';
import { encryptFile, hashFile, type Digest } from './crypt.ts';
import { POOL_DIR, poolPath, type SumLine } from './manifest.ts';

/** What the backup of the files learnt, kept for the next run: by path, and by content. */
interface FileIndex {
  paths: Record<string, { bytes: number; mtimeMs: number; sha256: string }>;
  blobs: Record<string, Digest>;
}

const INDEX = 'file-index.json';
export const DATABASE_FILE = 'qaryzsyz.sqlite';

function readIndex(backupDir: string): FileIndex {
  try {
    return JSON.parse(readFileSync(join(backupDir, INDEX), 'utf8')) as FileIndex;
  } catch {
    return { paths: {}, blobs: {} };
  }
}

/**
 * The files to back up: everything but the database and its WAL, temporary files, imports still arriving,
 * and uploads the snapshot does not hold as complete (a device resumes those from the start).
 */
async function* dataFiles(dataDir: string, completeUploads: Set<string>): AsyncGenerator<string> {
  async function* walk(dir: string): AsyncGenerator<string> {
    for (const entry of await readdir(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      const rel = relative(dataDir, path).split(sep).join('/');
      if (entry.isDirectory()) yield* walk(path);
      else if (entry.isFile() && wanted(rel)) yield rel;
    }
  }
  const wanted = (rel: string) => {
    if (rel.startsWith(`${DATABASE_FILE}`) || rel.endsWith('.tmp') || /(^|\/)incoming-/.test(rel)) return false;
    const upload = /^uploads\/([^/]+?)(\.json)?$/.exec(rel);
    return !upload || completeUploads.has(upload[1]!);
  };
  yield* walk(dataDir);
}

export interface CopiedFiles {
  files: { path: string; bytes: number; sha256: string }[];
  /** The pool blobs the backup needs (SHA256SUMS lines, paths relative to the backup directory). */
  blobs: SumLine[];
  /** Blobs written by this run, to be verified before the backup is put in place. */
  written: SumLine[];
}

export async function copyDataFiles(opts: {
  dataDir: string;
  backupDir: string;
  recipients: string[];
  completeUploads: Set<string>;
}): Promise<CopiedFiles> {
  const old = readIndex(opts.backupDir);
  const next: FileIndex = { paths: {}, blobs: {} };
  const out: CopiedFiles = { files: [], blobs: [], written: [] };
  const seenBlob = new Set<string>();
  mkdirSync(join(opts.backupDir, POOL_DIR), { recursive: true, mode: 0o700 });
  for await (const rel of dataFiles(opts.dataDir, opts.completeUploads)) {
    const abs = join(opts.dataDir, rel);
    const st = await stat(abs).catch(() => null);
    // Removed since the walk (a purged upload): the snapshot may still name it; it is gone either way.
    if (!st) continue;
    const known = old.paths[rel];
    let bytes = st.size;
    let sha256 =
      known && known.bytes === st.size && known.mtimeMs === st.mtimeMs ? known.sha256 : (await hashFile(abs)).sha256;
    let cipher = existsSync(join(opts.backupDir, poolPath(sha256))) ? old.blobs[sha256] : undefined;
    if (!cipher && !seenBlob.has(sha256)) {
      const tmp = join(opts.backupDir, `${POOL_DIR}/.${process.pid}.tmp`);
      const written = await encryptFile(abs, tmp, opts.recipients);
      // What was encrypted is the truth: a file replaced since it was hashed (a new profile photo) is stored as it is now.
      sha256 = written.plain.sha256;
      bytes = written.plain.bytes;
      cipher = written.cipher;
      await rename(tmp, join(opts.backupDir, poolPath(sha256)));
      out.written.push({ path: poolPath(sha256), ...cipher });
    }
    next.paths[rel] = { bytes, mtimeMs: st.mtimeMs, sha256 };
    out.files.push({ path: rel, bytes, sha256 });
    if (seenBlob.has(sha256)) continue;
    seenBlob.add(sha256);
    next.blobs[sha256] = cipher!;
    out.blobs.push({ path: poolPath(sha256), ...cipher! });
  }
  const tmp = join(opts.backupDir, `${INDEX}.tmp`);
  writeFileSync(tmp, JSON.stringify(next), { mode: 0o600 });
  renameSync(tmp, join(opts.backupDir, INDEX));
  return out;
}
