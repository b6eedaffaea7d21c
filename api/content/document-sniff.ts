/**
 * Office documents and audio a trainer attaches to a course (a budget workbook, a slide deck, a recorded
 * talk), recognised by their bytes like every upload (ADR 117): the mime stored is what the file is, not
 * what its name or the browser claims. Files carrying macros are refused: a villager's phone or office PC
 * should never be asked to run one.
 */

const ascii = (s: string) => Buffer.from(s, 'latin1');
const utf16 = (s: string) => Buffer.from(s, 'utf16le');
const has = (b: Buffer, needle: Buffer) => b.includes(needle);

export type DocumentSniff = { mime: string } | 'macro' | null;

/** OOXML (docx/xlsx/pptx) is a zip whose entry names are stored in the clear in its headers. */
function ooxml(b: Buffer): DocumentSniff {
  if (!has(b, ascii('[Content_Types].xml'))) return null;
  if (has(b, ascii('vbaProject.bin'))) return 'macro';
  if (has(b, ascii('word/document.xml')))
    return { mime: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document' };
  if (has(b, ascii('xl/workbook.xml')))
    return { mime: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' };
  if (has(b, ascii('ppt/presentation.xml')))
    return { mime: 'application/vnd.openxmlformats-officedocument.presentationml.presentation' };
  return null;
}

const ODF = [
  'application/vnd.oasis.opendocument.text',
  'application/vnd.oasis.opendocument.spreadsheet',
  'application/vnd.oasis.opendocument.presentation',
];

/** OpenDocument: the first zip entry is `mimetype`, stored uncompressed, naming the kind. */
function odf(b: Buffer): DocumentSniff {
  if (b.subarray(30, 38).toString('latin1') !== 'mimetype') return null;
  const named = b.subarray(38, 38 + 60).toString('latin1');
  const mime = ODF.find((m) => named.startsWith(m) && !named.startsWith(`${m}-`));
  if (!mime) return null;
  return has(b, ascii('Basic/')) ? 'macro' : { mime };
}

/** Old Office files are compound files whose stream names are UTF-16 in the directory. */
function compound(b: Buffer): DocumentSniff {
  if (has(b, utf16('_VBA_PROJECT')) || has(b, utf16('Macros'))) return 'macro';
  // A deck or a letter with a chart pasted in holds a workbook stream too: the host is named first.
  if (has(b, utf16('WordDocument'))) return { mime: 'application/msword' };
  if (has(b, utf16('PowerPoint Document'))) return { mime: 'application/vnd.ms-powerpoint' };
  if (has(b, utf16('Workbook'))) return { mime: 'application/vnd.ms-excel' };
  return null;
}

/** An MPEG audio frame header: 11 sync bits, then not the reserved version and layer III. */
const mpegFrame = (b: Buffer) => b.length > 2 && b[0] === 0xff && (b[1]! & 0xe0) === 0xe0 && (b[1]! & 0x06) === 0x02;

function audio(b: Buffer): DocumentSniff {
  if (b.subarray(0, 3).toString('latin1') === 'ID3' || mpegFrame(b)) return { mime: 'audio/mpeg' };
  if (b.subarray(0, 4).toString('latin1') === 'OggS') return { mime: 'audio/ogg' };
  if (b.subarray(0, 4).toString('latin1') === 'RIFF' && b.subarray(8, 12).toString('latin1') === 'WAVE')
    return { mime: 'audio/wav' };
  if (b.subarray(4, 8).toString('latin1') === 'ftyp' && b.subarray(8, 12).toString('latin1') === 'M4A ')
    return { mime: 'audio/mp4' };
  return null;
}

const ZIP = Buffer.from([0x50, 0x4b, 0x03, 0x04]);
const CFB = Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);

/** The mime of an office document or audio file, 'macro' for one that carries macros, else null. */
export function sniffDocument(b: Buffer): DocumentSniff {
  if (b.subarray(0, 4).equals(ZIP)) return odf(b) ?? ooxml(b);
  if (b.subarray(0, 8).equals(CFB)) return compound(b);
  return audio(b);
}
