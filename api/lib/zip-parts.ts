/**
 * Reads a ZIP container (XLSX, DOCX…) by its central directory with yauzl: the list of its parts, then
 * any part by name as a stream. Random access means no part can be missed however long its reader takes
 * over the one before, which a front-to-back parse of the archive cannot promise (imports/sheet-rows.ts).
 */
import type { Readable } from 'node:stream';
import yauzl from 'yauzl';

export function openZip(path: string) {
  return new Promise<yauzl.ZipFile>((resolve, reject) =>
    yauzl.open(
      path,
      { lazyEntries: true, autoClose: false, validateEntrySizes: true, strictFileNames: false },
      (e, z) => (e || !z ? reject(e ?? new Error('zip')) : resolve(z)),
    ),
  );
}

export const zipEntries = (zip: yauzl.ZipFile) =>
  new Promise<yauzl.Entry[]>((resolve, reject) => {
    const list: yauzl.Entry[] = [];
    zip.on('entry', (e: yauzl.Entry) => (list.push(e), zip.readEntry()));
    zip.once('end', () => resolve(list));
    zip.once('error', reject);
    zip.readEntry();
  });

export interface ZipParts {
  /** The part names in archive order. */
  names: string[];
  /** The part's bytes, inflated; null when the archive has no such part. */
  open(name: string): Promise<Readable | null>;
  /** Stops every stream still open and releases the file. */
  close(): void;
}

export async function zipParts(path: string): Promise<ZipParts> {
  const zip = await openZip(path);
  let list: yauzl.Entry[];
  try {
    list = await zipEntries(zip);
  } catch (e) {
    zip.close();
    throw e;
  }
  const byName = new Map(list.map((e) => [e.fileName, e]));
  const opened: Readable[] = [];
  return {
    names: list.map((e) => e.fileName),
    open: (name) => {
      const entry = byName.get(name);
      if (!entry) return Promise.resolve(null);
      return new Promise((resolve, reject) =>
        zip.openReadStream(entry, (e, s) => {
          if (e || !s) return reject(e ?? new Error('zip'));
          opened.push(s);
          resolve(s);
        }),
      );
    },
    close: () => {
      for (const s of opened) s.destroy();
      zip.close();
    },
  };
}
