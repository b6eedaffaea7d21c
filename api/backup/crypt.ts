/**
 * age encryption of whole files as streams (a database of gigabytes never sits in memory), with the
 * SHA-256 of what goes in and what comes out taken on the way: a backup's manifest holds the plaintext's,
 * its SHA256SUMS the ciphertext's (checked by anyone, without the key). The database may be gzipped before
 * encryption (a SQLite file shrinks several times; photos and videos are compressed already and are not).
 */
import { Decrypter, Encrypter } from 'age-encryption';
import { createHash, type Hash } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { open } from 'node:fs/promises';
import { PassThrough, Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { constants, createGunzip, createGzip } from 'node:zlib';
import type { ReadableStream as WebReadable } from 'node:stream/web';

export interface Digest {
  bytes: number;
  sha256: string;
}

/** Passes bytes through while counting and hashing them. */
function tap(hash: Hash, seen: { bytes: number }) {
  return new Transform({
    transform(chunk: Buffer, _enc, done) {
      hash.update(chunk);
      seen.bytes += chunk.length;
      done(null, chunk);
    },
  });
}

async function fsyncFile(path: string) {
  const fh = await open(path, 'r');
  try {
    await fh.sync();
  } finally {
    await fh.close();
  }
}

/** How the plaintext is stored inside the encryption: as it is, or gzipped. */
export type BlobEncoding = 'raw' | 'gzip';

/**
 * Encrypts `src` to `dest` (created 0600, synced to disk); the digests of the plaintext and the ciphertext.
 * gzip level 1: several times smaller at about disk speed, and it runs in the backup worker.
 */
export async function encryptFile(
  src: string,
  dest: string,
  recipients: string[],
  encoding: BlobEncoding = 'raw',
): Promise<{ plain: Digest; cipher: Digest }> {
  const e = new Encrypter();
  for (const r of recipients) e.addRecipient(r);
  const plainHash = createHash('sha256');
  const cipherHash = createHash('sha256');
  const plain = { bytes: 0 };
  const cipher = { bytes: 0 };
  const source = createReadStream(src)
    .pipe(tap(plainHash, plain))
    .pipe(encoding === 'gzip' ? createGzip({ level: constants.Z_BEST_SPEED }) : new PassThrough());
  const encrypted = await e.encrypt(Readable.toWeb(source) as ReadableStream<Uint8Array>);
  await pipeline(
    Readable.fromWeb(encrypted as WebReadable<Uint8Array>),
    tap(cipherHash, cipher),
    createWriteStream(dest, { mode: 0o600 }),
  );
  await fsyncFile(dest);
  return {
    plain: { bytes: plain.bytes, sha256: plainHash.digest('hex') },
    cipher: { bytes: cipher.bytes, sha256: cipherHash.digest('hex') },
  };
}

/** Tells "the key does not open it" from "the bytes are damaged": the two refusals restore prints. */
export class DecryptFailed extends Error {
  constructor(
    readonly reason: 'wrong_key' | 'damaged',
    message: string,
  ) {
    super(message);
  }
}

function decrypter(identities: string[]) {
  const d = new Decrypter();
  for (const i of identities) d.addIdentity(i);
  return d;
}

const classify = (e: unknown, what: string): DecryptFailed => {
  const msg = e instanceof Error ? e.message : String(e);
  return /no identity matched/i.test(msg)
    ? new DecryptFailed('wrong_key', `${what}: the key does not open this backup (${msg})`)
    : new DecryptFailed('damaged', `${what}: the encrypted bytes are truncated or altered (${msg})`);
};

/** Decrypts `src` to `dest` (0600); the plaintext's digest. Throws DecryptFailed. */
export async function decryptFile(
  src: string,
  dest: string,
  identities: string[],
  encoding: BlobEncoding = 'raw',
): Promise<Digest> {
  const hash = createHash('sha256');
  const seen = { bytes: 0 };
  try {
    const plain = await decrypter(identities).decrypt(
      Readable.toWeb(createReadStream(src)) as ReadableStream<Uint8Array>,
    );
    await pipeline(
      Readable.fromWeb(plain as WebReadable<Uint8Array>),
      encoding === 'gzip' ? createGunzip() : new PassThrough(),
      tap(hash, seen),
      createWriteStream(dest, { mode: 0o600 }),
    );
  } catch (e) {
    throw classify(e, src);
  }
  await fsyncFile(dest);
  return { bytes: seen.bytes, sha256: hash.digest('hex') };
}

/** Decrypts a small file (the manifest) into memory. Throws DecryptFailed. */
export async function decryptSmall(bytes: Uint8Array, identities: string[], what: string): Promise<string> {
  try {
    return await decrypter(identities).decrypt(bytes, 'text');
  } catch (e) {
    throw classify(e, what);
  }
}

export async function encryptSmall(text: string, recipients: string[]): Promise<Uint8Array> {
  const e = new Encrypter();
  for (const r of recipients) e.addRecipient(r);
  return e.encrypt(text);
}

export async function hashFile(path: string): Promise<Digest> {
  const hash = createHash('sha256');
  let bytes = 0;
  for await (const chunk of createReadStream(path) as AsyncIterable<Buffer>) {
    hash.update(chunk);
    bytes += chunk.length;
  }
  return { bytes, sha256: hash.digest('hex') };
}
