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

const whenIdle = () => {
  if (window.requestIdleCallback) window.requestIdleCallback(mark, { timeout: 1500 });
  else setTimeout(mark, 200);
};

/**
 * Called once the router has rendered the first page. React has committed it, but the browser has not
 * painted it yet: the later work waits for that frame (a task queued from requestAnimationFrame runs after
 * it is painted), so its downloads and scripts do not hold back the first paint. A hidden tab paints no
 * frames: a second later it goes ahead anyway.
 */
export function markFirstRender() {
  if (loaded) return;
  let started = false;
  const start = () => {
    if (started) return;
    started = true;
    whenIdle();
  };
  const hidden = setTimeout(start, 1000);
  requestAnimationFrame(() =>
    setTimeout(() => {
      clearTimeout(hidden);
      start();
    }, 0),
  );
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
