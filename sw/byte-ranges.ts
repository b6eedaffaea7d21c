/**
 * A byte range cut from a whole file the service worker keeps, answered exactly as the server answers it
 * (the one parser, contract/byte-range.ts): 206 with `Content-Range`, 416 with `bytes *\/size` for a
 * start past the end, the whole file for a header it does not serve. Workbox's `createPartialResponse`
 * answers a start past the end with an empty 206 and an end past the end with a bare 416 (ADR 125).
 */
import type { WorkboxPlugin } from 'workbox-core';
import { byteRange } from '../contract/byte-range.ts';

export async function rangeOf(request: Request, whole: Response): Promise<Response> {
  const header = request.headers.get('range');
  // Only a whole file is cut; a stored partial answer is not ours to cut again.
  if (!header || whole.status !== 200) return whole;
  const blob = await whole.blob();
  const range = byteRange(header, blob.size);
  const headers = new Headers(whole.headers);
  headers.set('Accept-Ranges', 'bytes');
  if (range === 'unsatisfiable') {
    headers.delete('Content-Length');
    headers.set('Content-Range', `bytes */${blob.size}`);
    return new Response(null, { status: 416, statusText: 'Range Not Satisfiable', headers });
  }
  if (!range) return new Response(blob, { status: 200, statusText: 'OK', headers });
  const part = blob.slice(range.start, range.end + 1);
  headers.set('Content-Length', String(part.size));
  headers.set('Content-Range', `bytes ${range.start}-${range.end}/${blob.size}`);
  return new Response(part, { status: 206, statusText: 'Partial Content', headers });
}

/** For a runtime cache: a ranged request is cut from the cached whole file (in place of workbox's plugin). */
export const rangesFromCache: WorkboxPlugin = {
  cachedResponseWillBeUsed: async ({ request, cachedResponse }) =>
    cachedResponse && request.headers.has('range') ? rangeOf(request, cachedResponse) : cachedResponse,
};
