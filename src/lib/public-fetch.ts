/**
 * Reads /api/public/* and says whether the answer came from the service worker's saved copy
 * (X-From-Cache, set in sw/sw.ts) and when the server made it (its Date header).
 */
import { ApiError, apiHeaders, withLang } from './api.ts';

/** An answer served from the offline cache: when the server made it, and whether that is over an hour ago. */
export interface SavedCopy {
  at: Date;
  old: boolean;
}

export interface PublicAnswer<T> {
  body: T;
  savedAt: SavedCopy | null;
  url: string;
}

const OLD_MS = 60 * 60 * 1000;

export async function readPublic<T>(res: Response, url: string): Promise<PublicAnswer<T>> {
  const body = (await res.json().catch(() => ({}))) as T & { message?: string };
  if (!res.ok) throw new ApiError(res.status, body.message ?? res.statusText);
  const date = res.headers.get('Date');
  const at = res.headers.get('X-From-Cache') === '1' && date ? new Date(date) : null;
  const savedAt = at && { at, old: Date.now() - at.getTime() > OLD_MS };
  return { body, savedAt, url };
}

export async function fetchPublic<T>(path: string, signal?: AbortSignal): Promise<PublicAnswer<T>> {
  const url = new URL(withLang(`/api${path}`), window.location.origin).href;
  const res = await fetch(url, { headers: apiHeaders(), signal: signal ?? null });
  return readPublic<T>(res, url);
}

/** A fresher copy the service worker announced (workbox-broadcast-update), read from its cache. */
export async function readUpdated<T>(cacheName: string, url: string): Promise<PublicAnswer<T> | null> {
  const cache = await caches.open(cacheName);
  const res = await cache.match(url, { ignoreVary: true });
  return res ? { ...(await readPublic<T>(res, url)), savedAt: null } : null;
}

type UpdateListener = (cacheName: string, url: string) => void;
const listeners = new Set<UpdateListener>();
let listening = false;

/** Calls back when the service worker has put a changed answer in its cache. */
export function onContentUpdate(listener: UpdateListener): () => void {
  if (!listening && 'serviceWorker' in navigator) {
    listening = true;
    navigator.serviceWorker.addEventListener('message', (e: MessageEvent) => {
      const d = e.data as { meta?: string; payload?: { cacheName: string; updatedURL: string } } | null;
      if (d?.meta === 'workbox-broadcast-update' && d.payload)
        listeners.forEach((l) => l(d.payload!.cacheName, d.payload!.updatedURL));
    });
  }
  listeners.add(listener);
  return () => listeners.delete(listener);
}
