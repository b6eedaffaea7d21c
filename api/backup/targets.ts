/**
 * The off-site places a backup is copied to: a directory (a mounted remote disk) and an S3-compatible
 * bucket. Each can write a file, say what it holds, and read a file back for its SHA-256, so a copy counts
 * only once it has been read back from the target itself.
 */
import { GetObjectCommand, HeadObjectCommand, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { createHash } from 'node:crypto';
import { createReadStream, mkdirSync, statSync } from 'node:fs';
import { copyFile, open, rename, stat } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import type { Readable } from 'node:stream';
import type { BackupSettings, S3Target } from '../config.ts';
import { hashFile, type Digest } from './crypt.ts';

export interface OffsiteTarget {
  label: string;
  /** The size of what is stored at `path`, or null when nothing is. */
  size(path: string): Promise<number | null>;
  put(path: string, localFile: string): Promise<void>;
  /** Reads `path` back from the target. */
  digest(path: string): Promise<Digest>;
}

export function directoryTarget(root: string): OffsiteTarget {
  return {
    label: `directory ${root}`,
    size: async (path) => (await stat(join(root, path)).catch(() => null))?.size ?? null,
    async put(path, localFile) {
      const dest = join(root, path);
      mkdirSync(dirname(dest), { recursive: true, mode: 0o700 });
      const tmp = `${dest}.${process.pid}.tmp`;
      await copyFile(localFile, tmp);
      const fh = await open(tmp, 'r+');
      try {
        await fh.chmod(0o600);
        await fh.sync();
      } finally {
        await fh.close();
      }
      await rename(tmp, dest);
    },
    digest: (path) => hashFile(join(root, path)),
  };
}

export function s3Target(t: S3Target): OffsiteTarget {
  // Checksums only where S3 requires them: S3-compatible stores (and s3rver) differ on the newer ones.
  const client = new S3Client({
    region: t.region,
    endpoint: t.endpoint,
    forcePathStyle: t.forcePathStyle,
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    maxAttempts: 1,
  });
  const key = (path: string) => (t.prefix ? `${t.prefix}/${path}` : path);
  return {
    label: `s3://${t.bucket}/${t.prefix}`,
    async size(path) {
      try {
        const head = await client.send(new HeadObjectCommand({ Bucket: t.bucket, Key: key(path) }));
        return head.ContentLength ?? null;
      } catch (e) {
        if ((e as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode === 404) return null;
        throw e;
      }
    },
    async put(path, localFile) {
      await client.send(
        new PutObjectCommand({
          Bucket: t.bucket,
          Key: key(path),
          Body: createReadStream(localFile),
          ContentLength: statSync(localFile).size,
        }),
      );
    },
    async digest(path) {
      const res = await client.send(new GetObjectCommand({ Bucket: t.bucket, Key: key(path) }));
      const hash = createHash('sha256');
      let bytes = 0;
      for await (const chunk of res.Body as Readable) {
        hash.update(chunk as Buffer);
        bytes += (chunk as Buffer).length;
      }
      return { bytes, sha256: hash.digest('hex') };
    },
  };
}

export function offsiteTargets(s: BackupSettings['offsite']): OffsiteTarget[] {
  return [...(s.dir ? [directoryTarget(s.dir)] : []), ...(s.s3 ? [s3Target(s.s3)] : [])];
}
