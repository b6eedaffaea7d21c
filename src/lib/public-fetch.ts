/**
 * Reads /api/public/* and says whether the answer came from the service worker's saved copy
 * (X-From-Cache, set in sw/sw.ts) and when the server made it (its Date header). Listens to the
 * service worker: a changed answer (workbox-broadcast-update) or a saved one just confirmed fresh.
 */
import { ApiError, apiHeaders, withLang } from './api.ts';

export interface PublicAnswer<T> {
  body: T;
  /** When the saved copy was made, if the answer came from the offline cache and is not confirmed fresh. */
  savedAt: Date | null;
  url: string;
}

export type ContentEvent = { kind: 'updated'; cacheName: string; url: string } | { kind: 'revalidated'; url: string };
type Listener = (e: ContentEvent) => void;

const listeners = new Set<Listener>();
/** When each URL was last confirmed by the server, to catch a confirmation that beat the page. */
const revalidatedAt = new Map<string, number>();

if (typeof navigator !== 'undefined' && 'serviceWorker' in navigator)
  navigator.serviceWorker.addEventListener('message', (e: MessageEvent) => {
    const d = e.data as {
      type?: string;
      url?: string;
      meta?: string;
      payload?: { cacheName: string; updatedURL: string };
    } | null;
    let event: ContentEvent | null = null;
    if (d?.meta === 'workbox-broadcast-update' && d.payload)
      event = { kind: 'updated', cacheName: d.payload.cacheName, url: d.payload.updatedURL };
    else if (d?.type === 'CONTENT_REVALIDATED' && d.url) event = { kind: 'revalidated', url: d.url };
    if (!event) return;
    revalidatedAt.set(event.url, performance.now());
    listeners.forEach((l) => l(event));
  });

export function onContentEvent(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export async function readPublic<T>(res: Response, url: string, since = 0): Promise<PublicAnswer<T>> {
  const body = (await res.json().catch(() => ({}))) as T & { message?: string };
  if (!res.ok) throw new ApiError(res.status, body.message ?? res.statusText);
  const date = res.headers.get('Date');
  const confirmed = (revalidatedAt.get(url) ?? -1) >= since;
  const savedAt = res.headers.get('X-From-Cache') === '1' && date && !confirmed ? new Date(date) : null;
  return { body, savedAt, url };
}

export async function fetchPublic<T>(path: string, signal?: AbortSignal): Promise<PublicAnswer<T>> {
  const url = new URL(withLang(`/api${path}`), window.location.origin).href;
  const since = performance.now();
  const res = await fetch(url, { headers: apiHeaders(), signal: signal ?? null });
  return readPublic<T>(res, url, since);
}

/** A fresher copy the service worker announced, read from its cache. */
export async function readUpdated<T>(cacheName: string, url: string): Promise<PublicAnswer<T> | null> {
  const cache = await caches.open(cacheName);
  const res = await cache.match(url, { ignoreVary: true });
  return res ? { ...(await readPublic<T>(res, url)), savedAt: null } : null;
}
