import type { Page } from '@playwright/test';

/** Whether the KATO tree the forms pick their place from is saved on the device (Dexie's meta table). */
export const catoOnDevice = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<boolean>((resolve) => {
        const open = indexedDB.open('qaryzsyz');
        open.onsuccess = () => {
          const req = open.result.transaction('meta').objectStore('meta').getAllKeys();
          req.onsuccess = () => {
            open.result.close();
            resolve(req.result.some((k) => String(k).startsWith('cato:')));
          };
        };
      }),
  );
