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
  /** When the page asked (performance.now()), to replay a service-worker announcement that beat the page. */
  askedAt: number;
}

export type ContentEvent = { kind: 'updated'; cacheName: string; url: string } | { kind: 'revalidated'; url: string };
type Listener = (e: ContentEvent) => void;

const listeners = new Set<Listener>();
/** The last announcement for each URL and when it came, to replay one that beat the page's listener. */
const lastEvent = new Map<string, { event: ContentEvent; at: number }>();

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
    const announced = event;
    // An "updated" stays the one to replay even if a "revalidated" for the same answer follows it.
    const prev = lastEvent.get(announced.url);
    const keep = announced.kind === 'revalidated' && prev?.event.kind === 'updated' ? prev.event : announced;
    lastEvent.set(announced.url, { event: keep, at: performance.now() });
    listeners.forEach((l) => l(announced));
  });

/**
 * Listens to the service worker's announcements. With `replay`, an announcement for that answer that
 * came after it was asked for but before this listener existed is delivered too: the worker often
 * answers from the cache and announces the fresher copy before the page has rendered.
 */
export function onContentEvent(listener: Listener, replay?: { url: string; since: number }): () => void {
  listeners.add(listener);
  const last = replay && lastEvent.get(replay.url);
  if (last && last.at >= replay.since) queueMicrotask(() => listeners.has(listener) && listener(last.event));
  return () => listeners.delete(listener);
}

export async function readPublic<T>(res: Response, url: string, since = 0): Promise<PublicAnswer<T>> {
  const body = (await res.json().catch(() => ({}))) as T & { message?: string };
  if (!res.ok) throw new ApiError(res.status, body.message ?? res.statusText);
  const date = res.headers.get('Date');
  const confirmed = (lastEvent.get(url)?.at ?? -1) >= since;
  const savedAt = res.headers.get('X-From-Cache') === '1' && date && !confirmed ? new Date(date) : null;
  return { body, savedAt, url, askedAt: since };
}

/** `address`: a route's address from src/sync/api-routes.ts, so pages and the warm-up ask for the same URL. */
export async function fetchPublic<T>(address: string, signal?: AbortSignal): Promise<PublicAnswer<T>> {
  const url = new URL(withLang(address), window.location.origin).href;
  const since = performance.now();
  const res = await fetch(url, { headers: apiHeaders(), signal: signal ?? null });
  return readPublic<T>(res, url, since);
}

/** A fresher copy the service worker announced, read from its cache. */
export async function readUpdated<T>(cacheName: string, url: string): Promise<PublicAnswer<T> | null> {
  const cache = await caches.open(cacheName);
  const res = await cache.match(url, { ignoreVary: true });
  return res ? { ...(await readPublic<T>(res, url)), savedAt: null, askedAt: performance.now() } : null;
}
