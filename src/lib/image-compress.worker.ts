/** Runs the photo compressor off the main thread (OffscreenCanvas), so typing never stutters. */
import { compressBitmapSource } from './image-compress-core.ts';

interface Job {
  blob: Blob;
  maxEdge: number;
  maxBytes: number;
}

const scope = self as unknown as {
  onmessage: ((e: MessageEvent<Job>) => void) | null;
  postMessage(message: unknown, transfer?: Transferable[]): void;
};

scope.onmessage = async (e) => {
  try {
    const out = await compressBitmapSource(
      e.data.blob,
      e.data.maxEdge,
      e.data.maxBytes,
      (w, h) => new OffscreenCanvas(w, h),
    );
    scope.postMessage({ ok: true, ...out }, [out.bytes]);
  } catch (err) {
    scope.postMessage({ ok: false, error: String(err) });
  }
};
