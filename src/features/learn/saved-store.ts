/** The browser's saved cache behind the download (src/sync/saved-media.ts): the FileStore the page uses. */
import { forgetFiles, isSaved, saveFile } from '../../sync/saved-media.ts';
import type { FileStore } from './offline-save.ts';

export const browserStore: FileStore = {
  save: (url) => saveFile(url, (u, init) => fetch(u, init)),
  has: isSaved,
  forget: forgetFiles,
};
