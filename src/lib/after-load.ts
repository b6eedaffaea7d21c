/**
 * "The first page has rendered and the browser is idle": work that is not needed for the first paint
 * (the outbox engine, the sync badge and their Dexie chunk) waits for it, keeping the first route small.
 */
import { useSyncExternalStore } from 'react';

let loaded = false;
const waiting = new Set<() => void>();

function mark() {
  loaded = true;
  waiting.forEach((f) => f());
  waiting.clear();
}

/** Called once the router has rendered the first page. */
export function markFirstRender() {
  if (loaded) return;
  if (window.requestIdleCallback) window.requestIdleCallback(mark, { timeout: 1500 });
  else setTimeout(mark, 200);
}

export function afterLoad(fn: () => void) {
  if (loaded) fn();
  else waiting.add(fn);
}

export const useAfterLoad = () =>
  useSyncExternalStore(
    (l) => (waiting.add(l), () => void waiting.delete(l)),
    () => loaded,
  );
