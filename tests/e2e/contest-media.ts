/**
 * Test media for the contest e2e: 12 MP JPEGs drawn like photos (sky gradient, hills, sun, shapes —
 * not noise, which no JPEG encoder can shrink honestly) in the browser, and a valid multi-page PDF.
 */
import type { Page } from '@playwright/test';

export async function makePhotos(page: Page, count: number): Promise<Buffer[]> {
  const encoded = await page.evaluate(async (count) => {
    const out: string[] = [];
    for (let n = 0; n < count; n++) {
      const canvas = new OffscreenCanvas(4000, 3000);
      const ctx = canvas.getContext('2d')!;
      const sky = ctx.createLinearGradient(0, 0, 0, 1800);
      sky.addColorStop(0, `hsl(${200 + n * 15} 70% 45%)`);
      sky.addColorStop(1, `hsl(${190 + n * 10} 60% 85%)`);
      ctx.fillStyle = sky;
      ctx.fillRect(0, 0, 4000, 3000);
      ctx.fillStyle = 'rgba(255, 230, 120, 0.9)';
      ctx.beginPath();
      ctx.arc(800 + n * 900, 600, 260, 0, Math.PI * 2);
      ctx.fill();
      for (let h = 0; h < 6; h++) {
        const g = ctx.createLinearGradient(0, 1400 + h * 200, 0, 3000);
        g.addColorStop(0, `hsl(${90 + h * 12 + n * 5} 45% ${40 - h * 3}%)`);
        g.addColorStop(1, `hsl(${70 + h * 8} 40% 15%)`);
        ctx.fillStyle = g;
        ctx.beginPath();
        ctx.moveTo(0, 3000);
        for (let x = 0; x <= 4000; x += 100)
          ctx.lineTo(x, 1500 + h * 220 + Math.sin((x + n * 300) / (300 + h * 90)) * 180);
        ctx.lineTo(4000, 3000);
        ctx.fill();
      }
      for (let i = 0; i < 40; i++) {
        ctx.fillStyle = `hsla(${(i * 37 + n * 60) % 360} 60% 55% / 0.8)`;
        ctx.fillRect(200 + ((i * 97) % 3600), 2000 + ((i * 53) % 800), 60 + (i % 5) * 30, 40 + (i % 3) * 40);
      }
      const blob = await canvas.convertToBlob({ type: 'image/jpeg', quality: 0.95 });
      const bytes = new Uint8Array(await blob.arrayBuffer());
      let s = '';
      for (let i = 0; i < bytes.length; i += 0x8000) s += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
      out.push(btoa(s));
    }
    return out;
  }, count);
  return encoded.map((b) => Buffer.from(b, 'base64'));
}

/** A valid PDF with one page and a content stream padded to about `bytes` (so it spans several upload chunks). */
export function makePdf(bytes: number): Buffer {
  const text = 'BT /F1 24 Tf 72 720 Td (Declaration of conformity) Tj ET\n';
  const pad = '% scanned page data\n'.repeat(Math.max(0, Math.ceil((bytes - 800) / 20)));
  const content = text + pad;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${Buffer.byteLength(content)} >>\nstream\n${content}endstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let pdf = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((o, i) => {
    offsets.push(Buffer.byteLength(pdf));
    pdf += `${i + 1} 0 obj\n${o}\nendobj\n`;
  });
  const xref = Buffer.byteLength(pdf);
  pdf += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  pdf += offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('');
  pdf += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(pdf);
}
