/** Keeps picked photos and documents on the device (bytes + SHA-256) until the server confirms them. */
import type { FileRow, LocalDb } from './db.ts';
import { isQuotaError, StorageFullError } from './quota.ts';

export async function sha256Hex(bytes: ArrayBuffer): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', bytes);
  return [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, '0')).join('');
}

export interface NewFile {
  draftId: string;
  field: string;
  kind: string;
  name: string;
  mime: string;
  bytes: ArrayBuffer;
}

export async function addFile(db: LocalDb, f: NewFile): Promise<FileRow> {
  const row: FileRow = {
    id: crypto.randomUUID(),
    ...f,
    size: f.bytes.byteLength,
    sha256: await sha256Hex(f.bytes),
    uploadedBytes: 0,
    status: 'pending',
    createdAt: Date.now(),
  };
  try {
    await db.files.add(row);
  } catch (e) {
    throw isQuotaError(e) ? new StorageFullError(e) : e;
  }
  return row;
}

/** Removes a file that no submitted record references yet (remove/replace in a form). */
export async function removeFile(db: LocalDb, id: string): Promise<void> {
  await db.files.delete(id);
}
