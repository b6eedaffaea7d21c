/**
 * Photo compression off the main thread: decode with EXIF orientation applied, scale the long edge to
 * ≤ 1600 px, re-encode as JPEG with quality lowered step by step until ≤ 300 KB. Re-encoding from
 * pixels drops every EXIF tag, so the location a phone wrote into the photo never leaves the device.
 */
export interface CompressRequest {
  id: number;
  file: Blob;
  maxEdge: number;
  maxBytes: number;
}
export type CompressReply =
  | { id: number; ok: true; bytes: ArrayBuffer; mime: string; width: number; height: number }
  | { id: number; ok: false; error: string };

const QUALITIES = [0.86, 0.8, 0.74, 0.68, 0.62, 0.56, 0.5, 0.44, 0.38, 0.32];

async function compress({ file, maxEdge, maxBytes }: CompressRequest) {
  const bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' });
  try {
    let scale = Math.min(1, maxEdge / Math.max(bitmap.width, bitmap.height));
    for (;;) {
      const width = Math.max(1, Math.round(bitmap.width * scale));
      const height = Math.max(1, Math.round(bitmap.height * scale));
      const canvas = new OffscreenCanvas(width, height);
      const ctx = canvas.getContext('2d')!;
      ctx.fillStyle = '#fff'; // transparent PNG areas become white, not black, in a JPEG
      ctx.fillRect(0, 0, width, height);
      ctx.drawImage(bitmap, 0, 0, width, height);
      for (const quality of QUALITIES) {
        const blob = await canvas.convertToBlob({ type: 'image/jpeg', quality });
        if (blob.size <= maxBytes) return { bytes: await blob.arrayBuffer(), mime: 'image/jpeg', width, height };
      }
      scale *= 0.8; // even the lowest quality is too big: fewer pixels, and try again
    }
  } finally {
    bitmap.close();
  }
}

const port = self as unknown as Worker;
port.addEventListener('message', (e: MessageEvent<CompressRequest>) => {
  compress(e.data).then(
    (r) => port.postMessage({ id: e.data.id, ok: true, ...r } satisfies CompressReply, [r.bytes]),
    (err: unknown) => port.postMessage({ id: e.data.id, ok: false, error: String(err) } satisfies CompressReply),
  );
});
