import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { open } from 'node:fs/promises';
import { sniffMime } from './magic-bytes.ts';

export async function fileSha256(path: string): Promise<string> {
  const hash = createHash('sha256');
  for await (const chunk of createReadStream(path)) hash.update(chunk as Buffer);
  return hash.digest('hex');
}

/** Why a finished upload is refused, or null when its bytes match what the device declared. */
export async function checkUploadedFile(
  path: string,
  declared: { sha256: string; mime: string },
): Promise<string | null> {
  const fh = await open(path, 'r');
  const head = new Uint8Array(16);
  try {
    await fh.read(head, 0, 16, 0);
  } finally {
    await fh.close();
  }
  if (sniffMime(head) !== declared.mime) return 'files.wrong_type';
  if ((await fileSha256(path)) !== declared.sha256) return 'files.checksum_mismatch';
  return null;
}
