/**
 * What could be lost without the device knowing: records not yet on the server while the browser has
 * not granted persistent storage (it may erase them when space runs low), and a suspected clearing
 * the server has not yet been able to confirm. Either one forbids "All saved".
 */
import { useLiveQuery } from 'dexie-react-hooks';
import { useEffect, useState } from 'react';
import { db } from '../../sync/db.ts';
import type { OutboxCounts } from '../../lib/sync-client.ts';

/** Whether the browser promised to keep this site's data; undefined until it answered. */
export function usePersisted(): boolean | undefined {
  const [persisted, setPersisted] = useState<boolean>();
  useEffect(() => {
    let live = true;
    void Promise.resolve(navigator.storage?.persisted?.() ?? false)
      .catch(() => false)
      .then((p) => live && setPersisted(p));
    return () => void (live = false);
  }, []);
  return persisted;
}

export interface StorageRisk {
  /** Records on this device that the browser may erase (0 when storage is persistent). */
  erasable: number;
  /** A clearing is suspected and waits for the server's answer. */
  checking: boolean;
}

export function useStorageRisk(counts: OutboxCounts | undefined): StorageRisk | undefined {
  const persisted = usePersisted();
  const check = useLiveQuery(async () => ({ pending: Boolean(await db.meta.get('clearedCheck')) }));
  if (!counts || persisted === undefined || !check) return undefined;
  const unsent = counts.drafts + counts.waiting + counts.attention;
  return { erasable: persisted ? 0 : unsent, checking: check.pending };
}
