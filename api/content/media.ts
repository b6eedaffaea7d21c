/**
 * Content uploads: images are resized (long edge ≤ 1600 px) and re-encoded to WebP with sharp, so a
 * 12 MP photo from an admin's phone never reaches a villager's 2G link; PDFs are kept as they are, and
 * an MP4 too until its background job moves its index first (ADR 128; a video is read by byte ranges).
 * Formats are recognised by their magic bytes, never by the name or the declared type.
 */
import { randomBytes } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import { open, rename } from 'node:fs/promises';
import { dirname, join } from 'node:path';

const MAX_EDGE = 1600;

export type Sniffed = 'jpeg' | 'png' | 'gif' | 'webp' | 'pdf' | 'mp4' | null;

/**
 * MP4 major brands browsers play. HEIC and AVIF photos share the `ftyp` box (brands heic, mif1, avif),
 * and QuickTime (`qt  `) is not MP4: those are refused, not stored as a video.
 */
const MP4_BRANDS = /^(isom|iso[2-9]|mp41|mp42|avc1|M4V |M4VH|M4VP|dash|mmp4|msnv)$/;

export function sniff(b: Buffer): Sniffed {
  if (b.length >= 3 && b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff) return 'jpeg';
  if (b.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return 'png';
  if (b.subarray(0, 4).toString('latin1') === 'GIF8') return 'gif';
  if (b.subarray(0, 4).toString('latin1') === 'RIFF' && b.subarray(8, 12).toString('latin1') === 'WEBP') return 'webp';
  if (b.subarray(0, 5).toString('latin1') === '%PDF-') return 'pdf';
  if (b.subarray(4, 8).toString('latin1') === 'ftyp' && MP4_BRANDS.test(b.subarray(8, 12).toString('latin1')))
    return 'mp4';
  return null;
}

export const mediaDir = (dataDir: string) => join(dataDir, 'content');
export const newMediaId = () => randomBytes(16).toString('hex');

/**
 * Pixels an uploaded image may have (a 48 MP phone photo passes). Decoding needs memory by pixels,
 * not by file size: a 100 KB PNG can declare 30,000 × 30,000.
 */
export const MAX_IMAGE_PIXELS = 50_000_000;

export class ImageTooLarge extends Error {}

/** Resized, re-encoded image bytes; throws if sharp cannot decode the picture. */
export async function processImage(input: Buffer, quality: number) {
  // Loaded on the first picture: the image library is a good part of an idle server's memory.
  const { default: sharp } = await import('sharp');
  // The header alone gives the size: refuse before a single pixel is decoded.
  const { width = 0, height = 0 } = await sharp(input).metadata();
  if (width * height > MAX_IMAGE_PIXELS) throw new ImageTooLarge();
  const { data, info } = await sharp(input, { limitInputPixels: MAX_IMAGE_PIXELS })
    .rotate()
    .resize({ width: MAX_EDGE, height: MAX_EDGE, fit: 'inside', withoutEnlargement: true })
    .webp({ quality })
    .toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height, mime: 'image/webp' };
}

export function storeMedia(dataDir: string, id: string, data: Buffer) {
  const dir = mediaDir(dataDir);
  mkdirSync(dir, { recursive: true });
  writeFileSync(join(dir, id), data);
}

/**
 * Puts a finished file in the place of a stored one under the same id (ADR 128): its bytes reach the
 * disk before the rename, and the rename is atomic, so a crash at any point leaves the old file or the
 * new one whole — never half of either. Readers that opened the old file read it to their end.
 */
export async function replaceMedia(tmp: string, dest: string) {
  const file = await open(tmp, 'r+');
  try {
    await file.sync();
  } finally {
    await file.close();
  }
  await rename(tmp, dest);
  // The rename itself is durable only once the directory is.
  const dir = await open(dirname(dest), 'r');
  try {
    await dir.sync();
  } finally {
    await dir.close();
  }
}
