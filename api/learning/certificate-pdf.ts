/**
 * The certificate as a PDF in the learner's language: Noto fonts embedded as subsets of the glyphs the
 * text uses (a Chinese certificate stays small), and a QR code to the public verification page. A
 * course's and the training's certificates differ only in their lines (certificate-views.ts).
 */
import type { PDFFont } from '@cantoo/pdf-lib';
import { readFileSync } from 'node:fs';
import type { Translate } from '../lib/i18n.ts';
import type { Locale } from '../../contract/locale.ts';
import { certificateDate } from './certificate-views.ts';
import { runs } from './fonts.ts';

export interface CertificateText {
  locale: Locale;
  t: Translate;
  name: string;
  /** "has completed the online course" / "… the training". */
  completed: string;
  /** The course's title or the programme's name. */
  title: string;
  /** A line under the title (the training's dates), if any. */
  detail: string | null;
  number: string;
  issuedAt: Date;
  verifyUrl: string;
}

/** The PDF, font and QR libraries, loaded on the first certificate: an idle server never holds them. */
const libraries = () => Promise.all([import('@cantoo/pdf-lib'), import('fontkit'), import('qrcode')]);

export async function certificatePdf(c: CertificateText): Promise<Uint8Array> {
  const [{ PDFDocument, rgb }, fontkit, { default: QRCode }] = await libraries();
  const doc = await PDFDocument.create();
  doc.registerFontkit(fontkit as never);
  const page = doc.addPage([842, 595]);
  const fonts = new Map<string, PDFFont>();
  const date = certificateDate(c.locale, c.issuedAt);
  const lines: [string, number][] = [
    [c.t('learn.certificate.title'), 30],
    [c.name, 26],
    [c.completed, 14],
    [c.title, 20],
    ...(c.detail ? [[c.detail, 12] as [string, number]] : []),
    [`${c.t('learn.certificate.number')}: ${c.number}`, 12],
    [`${c.t('learn.certificate.date')}: ${date}`, 12],
  ];
  // Fonts are embedded after all text is known, so each subset holds exactly the glyphs drawn.
  const laid = lines.map(([text, size]) => ({ size, parts: runs(text) }));
  for (const { parts } of laid)
    for (const p of parts)
      if (!fonts.has(p.file)) fonts.set(p.file, await doc.embedFont(readFileSync(p.file), { subset: true }));
  let y = 500;
  for (const { size, parts } of laid) {
    const width = parts.reduce((w, p) => w + fonts.get(p.file)!.widthOfTextAtSize(p.text, size), 0);
    let x = (842 - width) / 2;
    for (const p of parts) {
      const font = fonts.get(p.file)!;
      page.drawText(p.text, { x, y, size, font, color: rgb(0.1, 0.2, 0.3) });
      x += font.widthOfTextAtSize(p.text, size);
    }
    y -= size * 2.2;
  }
  const qr = await doc.embedPng(await QRCode.toBuffer(c.verifyUrl, { type: 'png', margin: 1, width: 240 }));
  page.drawImage(qr, { x: 842 - 150, y: 30, width: 120, height: 120 });
  return doc.save();
}
