/**
 * Shrinks a photo before it is stored or sent, in a Web Worker so the page never freezes: long edge
 * ≤ 1600 px, ≤ 300 KB, orientation applied, EXIF (and its location) removed. One worker, started lazily.
 */
import type { CompressReply, CompressRequest } from './image-compress.worker.ts';

export const PHOTO_MAX_EDGE = 1600;
export const PHOTO_MAX_BYTES = 300 * 1024;

export interface CompressedImage {
  bytes: ArrayBuffer;
  mime: string;
  width: number;
  height: number;
}

let worker: Worker | null = null;
let seq = 0;
const waiting = new Map<number, { ok: (r: CompressedImage) => void; fail: (e: Error) => void }>();

function getWorker(): Worker {
  if (worker) return worker;
  worker = new Worker(new URL('./image-compress.worker.ts', import.meta.url), { type: 'module' });
  worker.addEventListener('message', (e: MessageEvent<CompressReply>) => {
    const w = waiting.get(e.data.id);
    waiting.delete(e.data.id);
    if (!w) return;
    if (e.data.ok) w.ok({ bytes: e.data.bytes, mime: e.data.mime, width: e.data.width, height: e.data.height });
    else w.fail(new Error(e.data.error));
  });
  return worker;
}

export function compressImage(
  file: Blob,
  { maxEdge = PHOTO_MAX_EDGE, maxBytes = PHOTO_MAX_BYTES } = {},
): Promise<CompressedImage> {
  const id = ++seq;
  return new Promise((ok, fail) => {
    waiting.set(id, { ok, fail });
    getWorker().postMessage({ id, file, maxEdge, maxBytes } satisfies CompressRequest);
  });
}
