/**
 * Photo compression for every form that takes a picture (profile, contest): long edge ≤ 1600 px and
 * ≤ 300 KB, done in a Web Worker with OffscreenCanvas; where a browser lacks it, on a canvas here.
 */
import { compressBitmapSource } from './image-compress-core.ts';

export const PHOTO_MAX_EDGE = 1600;
export const PHOTO_MAX_BYTES = 300 * 1024;

export interface CompressedImage {
  bytes: ArrayBuffer;
  mime: string;
  width: number;
  height: number;
}

type Reply = ({ ok: true } & CompressedImage) | { ok: false; error: string };

function inWorker(blob: Blob, maxEdge: number, maxBytes: number): Promise<CompressedImage> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(new URL('./image-compress.worker.ts', import.meta.url), { type: 'module' });
    worker.onmessage = (e: MessageEvent<Reply>) => {
      worker.terminate();
      if (e.data.ok) resolve(e.data);
      else reject(new Error(e.data.error));
    };
    worker.onerror = (e) => (worker.terminate(), reject(new Error(e.message)));
    worker.postMessage({ blob, maxEdge, maxBytes });
  });
}

export async function compressImage(
  blob: Blob,
  { maxEdge = PHOTO_MAX_EDGE, maxBytes = PHOTO_MAX_BYTES } = {},
): Promise<CompressedImage> {
  if (typeof OffscreenCanvas !== 'undefined' && typeof Worker !== 'undefined') {
    try {
      return await inWorker(blob, maxEdge, maxBytes);
    } catch {
      // e.g. an old Safari without 2D OffscreenCanvas in workers: fall through to the main thread
    }
  }
  return compressBitmapSource(blob, maxEdge, maxBytes, (w, h) =>
    Object.assign(document.createElement('canvas'), { width: w, height: h }),
  );
}
