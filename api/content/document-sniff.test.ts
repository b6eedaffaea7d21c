import archiver from 'archiver';
import { PassThrough } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { sniffDocument } from './document-sniff.ts';

/** A zip of these entries in this order, stored uncompressed (as OpenDocument stores its `mimetype`). */
async function zip(entries: [string, string][]) {
  const archive = archiver('zip', { store: true });
  const out = new PassThrough();
  const chunks: Buffer[] = [];
  out.on('data', (c: Buffer) => chunks.push(c));
  const ended = new Promise((r) => out.on('end', r));
  archive.pipe(out);
  for (const [name, text] of entries) archive.append(text, { name });
  await archive.finalize();
  await ended;
  return Buffer.concat(chunks);
}

/** The start of an old Office compound file with these stream names in its directory. */
const compound = (...streams: string[]) =>
  Buffer.concat([
    Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]),
    Buffer.alloc(504),
    ...streams.map((s) => Buffer.from(s, 'utf16le')),
  ]);

describe('office documents and audio by their bytes', () => {
  it('tells an OpenDocument text, sheet and deck by its stored mimetype, and refuses one with macros', async () => {
    const odf = (mime: string, ...more: [string, string][]) =>
      zip([['mimetype', mime], ['content.xml', '<office:document-content/>'], ...more]);
    expect(sniffDocument(await odf('application/vnd.oasis.opendocument.text'))).toEqual({
      mime: 'application/vnd.oasis.opendocument.text',
    });
    expect(sniffDocument(await odf('application/vnd.oasis.opendocument.spreadsheet'))).toEqual({
      mime: 'application/vnd.oasis.opendocument.spreadsheet',
    });
    // A template is not the document kind it resembles.
    expect(sniffDocument(await odf('application/vnd.oasis.opendocument.text-template'))).toBeNull();
    expect(
      sniffDocument(await odf('application/vnd.oasis.opendocument.text', ['Basic/Standard/Module1.xml', 'Sub'])),
    ).toBe('macro');
  });

  it('tells old Word, Excel and PowerPoint files by their stream names; a deck with a pasted chart is a deck', () => {
    expect(sniffDocument(compound('WordDocument'))).toEqual({ mime: 'application/msword' });
    expect(sniffDocument(compound('Workbook'))).toEqual({ mime: 'application/vnd.ms-excel' });
    expect(sniffDocument(compound('PowerPoint Document', 'Workbook'))).toEqual({
      mime: 'application/vnd.ms-powerpoint',
    });
    expect(sniffDocument(compound('WordDocument', '_VBA_PROJECT'))).toBe('macro');
  });

  it('tells MP3, M4A, Ogg and WAV audio; a plain zip or text is nothing', async () => {
    expect(sniffDocument(Buffer.concat([Buffer.from('ID3'), Buffer.alloc(20)]))).toEqual({ mime: 'audio/mpeg' });
    expect(sniffDocument(Buffer.from([0xff, 0xfb, 0x90, 0x64, 0, 0]))).toEqual({ mime: 'audio/mpeg' });
    expect(sniffDocument(Buffer.from('\0\0\0\x20ftypM4A \0\0\0\0', 'latin1'))).toEqual({ mime: 'audio/mp4' });
    expect(sniffDocument(Buffer.from('OggS\0\x02'))).toEqual({ mime: 'audio/ogg' });
    expect(sniffDocument(Buffer.from('RIFF\x24\0\0\0WAVEfmt ', 'latin1'))).toEqual({ mime: 'audio/wav' });
    expect(sniffDocument(await zip([['notes.txt', 'hello']]))).toBeNull();
    expect(sniffDocument(Buffer.from('just words'))).toBeNull();
  });
});
