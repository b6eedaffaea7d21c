/**
 * A page whose title and description come from its data (a project's name and description, seed §2
 * "project show") sets them here while it is shown; `DocumentMeta` prefers them to the route's catalog
 * keys, and the route's keys return when the page goes.
 */
import { useEffect, useSyncExternalStore } from 'react';

export interface PageMeta {
  title: string;
  description: string;
}

let current: PageMeta | null = null;
const listeners = new Set<() => void>();
const set = (meta: PageMeta | null) => {
  current = meta;
  listeners.forEach((l) => l());
};

export function usePageMeta(meta: PageMeta | null) {
  const title = meta?.title;
  const description = meta?.description;
  useEffect(() => {
    if (title === undefined || description === undefined) return;
    const mine = { title, description };
    set(mine);
    return () => {
      if (current === mine) set(null);
    };
  }, [title, description]);
}

export function usePageMetaOverride(): PageMeta | null {
  return useSyncExternalStore(
    (cb) => {
      listeners.add(cb);
      return () => listeners.delete(cb);
    },
    () => current,
    () => null,
  );
}
