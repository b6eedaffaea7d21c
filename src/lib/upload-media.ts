/**
 * One file sent to the server's media store, as the admin editors send them: a picture through
 * compress-file-upload (resized there), anything else (a video, a PDF, a document) through file-upload.
 */
import { ApiError } from './api.ts';
import { client, read } from './api-client.ts';

export async function uploadMedia(file: File, picture: boolean) {
  const form = new FormData();
  form.append('file', file);
  const route = picture ? client.api['compress-file-upload'] : client.api['file-upload'];
  return (await read(route.$post(undefined, { init: { body: form } }))).data;
}

/** A failed upload's message id: the server's reason for the file, too large, or the request never got there. */
export function uploadFailure(e: unknown): string {
  if (!(e instanceof ApiError)) return 'content.upload.offline';
  return e.errors.file?.[0] ?? (e.status === 413 ? 'errors.too_large' : 'common.errors');
}
