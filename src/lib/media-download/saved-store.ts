/**
 * The browser's saved cache behind the download (src/sync/saved-media.ts): the FileStore the page uses.
 * Small files are fetched whole; a large one (over one piece) by ranges into kept pieces, so a cut one
 * continues from the bytes it has (ranged-save.ts, ADR 128). A copy the runtime cache already holds whole
 * is reused either way.
 */
import { forgetFiles, isSaved, saveFile } from '../../sync/saved-media.ts';
import { CHUNK_BYTES } from './chunk-plan.ts';
import type { FileStore } from './file-store.ts';
import { cachePieces } from './piece-store.ts';
import { saveInPieces } from './ranged-save.ts';

const network = (url: string, init: RequestInit) => fetch(url, init);

export const browserStore: FileStore = {
  save: async (url, size = 0, onBytes) => {
    if (size <= CHUNK_BYTES || (await caches.match(url))) return saveFile(url, network);
    const run = () => saveInPieces(url, { pieces: cachePieces, fetch: network, onBytes });
    // Two saved courses sharing a film never write its pieces at once.
    return navigator.locks ? navigator.locks.request(`learn-file:${url}`, run) : run();
  },
  has: isSaved,
  forget: async (urls) => {
    await forgetFiles(urls);
    for (const url of urls) await cachePieces.drop(url);
  },
};
