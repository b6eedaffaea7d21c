import type { Page } from '@playwright/test';

/**
 * Whether the KATO tree the forms pick their place from is saved on the device (Dexie's meta table), in
 * `lang` when given. Keys are `cato:<version>:<lang>` (src/lib/reference-data.ts); the version is not
 * pinned here, so a new one does not break the tests.
 */
export const catoOnDevice = (page: Page, lang?: string) =>
  page.evaluate(
    (lang) =>
      new Promise<boolean>((resolve) => {
        const open = indexedDB.open('qaryzsyz');
        open.onerror = () => resolve(false);
        open.onsuccess = () => {
          const req = open.result.transaction('meta').objectStore('meta').getAllKeys();
          req.onsuccess = () => {
            open.result.close();
            resolve(req.result.some((k) => String(k).startsWith('cato:') && (!lang || String(k).endsWith(`:${lang}`))));
          };
          req.onerror = () => resolve(false);
        };
      }),
    lang,
  );
