import type { Page } from '@playwright/test';
import { expect } from './fixtures.ts';

export interface StoredDraft {
  kind: string;
  step: number;
  status: string;
  data: Record<string, unknown>;
}

/** The drafts on the device (IndexedDB `drafts`), as the app stored them. */
const storedDrafts = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<StoredDraft[]>((resolve) => {
        const open = indexedDB.open('qaryzsyz');
        open.onerror = () => resolve([]);
        open.onsuccess = () => {
          const req = open.result.transaction('drafts').objectStore('drafts').getAll();
          req.onsuccess = () => resolve(req.result as StoredDraft[]);
          req.onerror = () => resolve([]);
        };
      }),
  );

/**
 * Waits until a draft on the device matches: the tab may be closed or reloaded then. It asks the store
 * itself, since a "saved at" time says when a write ended, not which keystrokes it held.
 */
export async function waitForStoredDraft(page: Page, matches: (d: StoredDraft) => boolean) {
  await expect.poll(async () => (await storedDrafts(page)).some(matches), { timeout: 15_000 }).toBe(true);
}
