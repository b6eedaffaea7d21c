/** A whole file sent to /api/files/ as the device's tus uploader sends it: create the upload, then PATCH every byte. */
import { createHash } from 'node:crypto';

/** tus's Upload-Metadata header: each key with its value in base64. */
export const tusMetadata = (m: Record<string, string>) =>
  Object.entries(m)
    .map(([k, v]) => `${k} ${Buffer.from(v).toString('base64')}`)
    .join(',');

export const sha256 = (b: Uint8Array) => createHash('sha256').update(b).digest('hex');

interface App {
  request(path: string, init: RequestInit): Response | Promise<Response>;
}

/**
 * Creates the upload and, when the server takes it (201), sends the bytes. `meta` is the device's metadata
 * (id, sha256, mime, name, kind). Returns both answers; `patch` is absent when the create was refused.
 */
export async function tusUpload(app: App, token: string, bytes: Uint8Array, meta: Record<string, string>) {
  const auth = { Authorization: `Bearer ${token}`, 'Tus-Resumable': '1.0.0' };
  const create = await app.request('/api/files/', {
    method: 'POST',
    headers: { ...auth, 'Upload-Length': String(bytes.length), 'Upload-Metadata': tusMetadata(meta) },
  });
  if (create.status !== 201) return { create };
  const location = create.headers.get('Location')!;
  const patch = await app.request(new URL(location, 'http://x').pathname, {
    method: 'PATCH',
    headers: { ...auth, 'Upload-Offset': '0', 'Content-Type': 'application/offset+octet-stream' },
    body: new Uint8Array(bytes),
  });
  return { create, patch, location };
}
