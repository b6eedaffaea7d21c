/**
 * Checks a ZIP container (XLSX, DOCX…) before anything parses it: a 5 MB upload can declare gigabytes
 * inside, and a parser that expands it takes the server's heap with it. The central directory is read
 * first (entry count, each entry's declared size, their sum, how many parts match `countPattern`); then
 * every entry is inflated once and counted, and yauzl fails an entry whose real size differs from its
 * declared one, so a lying header cannot slip past the sum. Nothing is kept in memory.
 */
import type yauzl from 'yauzl';
import { openZip, zipEntries } from './zip-parts.ts';

export interface ZipLimits {
  maxEntries: number;
  /** Sum of the entries' uncompressed sizes, in bytes. */
  maxTotalBytes: number;
  /** Entries whose name matches, e.g. the worksheets of an XLSX. */
  countPattern?: RegExp;
  maxCounted?: number;
}

export type ZipProblem = 'not_zip' | 'too_many_entries' | 'too_large' | 'too_many_parts';

/** Inflates one entry to nowhere; rejects when its bytes differ from the declared size. */
const drain = (zip: yauzl.ZipFile, entry: yauzl.Entry) =>
  new Promise<void>((resolve, reject) =>
    zip.openReadStream(entry, (e, s) => {
      if (e || !s) return reject(e ?? new Error('zip'));
      s.on('error', reject).on('end', resolve).resume();
    }),
  );

/** Why the archive may not be opened, or null when it is within the limits. */
export async function zipProblem(path: string, limits: ZipLimits): Promise<ZipProblem | null> {
  let zip: yauzl.ZipFile;
  try {
    zip = await openZip(path);
  } catch {
    return 'not_zip';
  }
  try {
    // The entry count is in the end record: refuse before walking a directory of a million names.
    if (zip.entryCount > limits.maxEntries) return 'too_many_entries';
    const list = await zipEntries(zip);
    const total = list.reduce((sum, e) => sum + e.uncompressedSize, 0);
    if (total > limits.maxTotalBytes) return 'too_large';
    const pattern = limits.countPattern;
    if (pattern && list.filter((e) => pattern.test(e.fileName)).length > (limits.maxCounted ?? Infinity))
      return 'too_many_parts';
    for (const e of list) if (!e.fileName.endsWith('/')) await drain(zip, e);
    return null;
  } catch (e) {
    // yauzl stops an entry at the first byte past its declared size: a bomb hiding its size.
    return /too many bytes/.test(String(e)) ? 'too_large' : 'not_zip';
  } finally {
    zip.close();
  }
}
