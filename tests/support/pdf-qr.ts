/**
 * Reads the QR code printed on a certificate PDF, as a phone's camera would: finds the embedded image
 * (pdf-lib stores a PNG as Flate-compressed raw pixels with its alpha as a separate soft mask), rebuilds
 * its RGBA pixels and decodes them with jsQR.
 */
import { PDFDocument, PDFName, PDFRawStream, PDFRef, type PDFDict, type PDFNumber } from '@cantoo/pdf-lib';
import jsQR from 'jsqr';
import { inflateSync } from 'node:zlib';

const num = (d: PDFDict, key: string) => (d.lookup(PDFName.of(key)) as PDFNumber).asNumber();

function pixels(stream: PDFRawStream) {
  const filter = stream.dict.lookup(PDFName.of('Filter'));
  if (filter && filter !== PDFName.of('FlateDecode')) throw new Error(`unexpected image filter ${String(filter)}`);
  if (stream.dict.lookup(PDFName.of('DecodeParms'))) throw new Error('unexpected predictor on the image');
  if (num(stream.dict, 'BitsPerComponent') !== 8) throw new Error('unexpected bits per component');
  const raw = stream.getContents();
  return filter ? inflateSync(raw) : Buffer.from(raw);
}

/** The text of the one QR code drawn on the PDF's images. */
export async function qrTextOfPdf(pdf: Uint8Array): Promise<string> {
  const doc = await PDFDocument.load(pdf);
  const found: string[] = [];
  for (const [, object] of doc.context.enumerateIndirectObjects()) {
    if (!(object instanceof PDFRawStream)) continue;
    const { dict } = object;
    if (dict.lookup(PDFName.of('Subtype')) !== PDFName.of('Image')) continue;
    // A soft mask is an image too, but only ever drawn as another image's alpha.
    if (dict.lookup(PDFName.of('ColorSpace')) === PDFName.of('DeviceGray')) continue;
    const width = num(dict, 'Width');
    const height = num(dict, 'Height');
    const rgb = pixels(object);
    const maskRef = dict.get(PDFName.of('SMask'));
    const mask = maskRef instanceof PDFRef ? pixels(doc.context.lookup(maskRef) as PDFRawStream) : null;
    const channels = rgb.length / (width * height);
    if (channels !== 3) throw new Error(`unexpected ${channels} colour channels`);
    const rgba = new Uint8ClampedArray(width * height * 4);
    for (let i = 0; i < width * height; i++) {
      const alpha = mask ? mask[i]! / 255 : 1;
      // Composed over white paper, as printed.
      for (let c = 0; c < 3; c++) rgba[i * 4 + c] = Math.round(rgb[i * 3 + c]! * alpha + 255 * (1 - alpha));
      rgba[i * 4 + 3] = 255;
    }
    const code = jsQR(rgba, width, height);
    if (code) found.push(code.data);
  }
  if (found.length !== 1) throw new Error(`expected one QR code on the PDF, found ${found.length}`);
  return found[0]!;
}
