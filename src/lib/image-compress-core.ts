/** Scales a photo to a long edge ≤ maxEdge and re-encodes JPEG until it fits maxBytes. */
type AnyCanvas = OffscreenCanvas | HTMLCanvasElement;

const encode = (canvas: AnyCanvas, quality: number): Promise<Blob> =>
  'convertToBlob' in canvas
    ? canvas.convertToBlob({ type: 'image/jpeg', quality })
    : new Promise((resolve, reject) =>
        canvas.toBlob((b) => (b ? resolve(b) : reject(new Error('encode failed'))), 'image/jpeg', quality),
      );

export async function compressBitmapSource(
  blob: Blob,
  maxEdge: number,
  maxBytes: number,
  makeCanvas: (w: number, h: number) => AnyCanvas,
): Promise<{ bytes: ArrayBuffer; mime: string; width: number; height: number }> {
  const bitmap = await createImageBitmap(blob, { imageOrientation: 'from-image' });
  let scale = Math.min(1, maxEdge / Math.max(bitmap.width, bitmap.height));
  try {
    for (;;) {
      const w = Math.max(1, Math.round(bitmap.width * scale));
      const h = Math.max(1, Math.round(bitmap.height * scale));
      const canvas = makeCanvas(w, h);
      const ctx = canvas.getContext('2d') as CanvasRenderingContext2D | OffscreenCanvasRenderingContext2D;
      ctx.drawImage(bitmap, 0, 0, w, h);
      for (const quality of [0.85, 0.75, 0.65, 0.55, 0.45]) {
        const out = await encode(canvas, quality);
        if (out.size <= maxBytes) return { bytes: await out.arrayBuffer(), mime: 'image/jpeg', width: w, height: h };
      }
      scale *= 0.75; // still too big at low quality: fewer pixels
    }
  } finally {
    bitmap.close();
  }
}
