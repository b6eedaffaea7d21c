/**
 * What a download that keeps files for offline saves into and asks: the browser's saved cache
 * (saved-store.ts), or a map in a test. A feature that keeps its files on the device (a saved course) plans
 * the files and keeps its own record of them; which of them are really here is asked of the store.
 */
export interface FileStore {
  /**
   * Stores one file whole in the saved cache, telling the bytes of it on the device as they grow (`size`
   * is what the plan says it takes); throws when it cannot.
   */
  save: (url: string, size?: number, onBytes?: (bytes: number) => void) => Promise<void>;
  /** Whether the saved cache holds the file now. */
  has: (url: string) => Promise<boolean>;
  /** Deletes files from the saved cache, and the kept pieces of any left partway. */
  forget: (urls: string[]) => Promise<void>;
}

/** The files to save and what each takes. */
export interface SavePlan {
  urls: string[];
  sizes: Map<string, number>;
}

/** Which of the plan's files the saved cache does not hold. */
export async function missingFiles(urls: string[], has: FileStore['has']) {
  const missing: string[] = [];
  for (const url of urls) if (!(await has(url))) missing.push(url);
  return missing;
}
