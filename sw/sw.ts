/// <reference lib="webworker" />
/**
 * The service worker: precaches the shell and every route chunk so any page opens offline (the files this
 * person needs first, the rest at idle: ADR 141); serves
 * the shell for page navigations (never for /api/); keeps public content stale-while-revalidate.
 */
import { BroadcastUpdatePlugin } from 'workbox-broadcast-update';
import { CacheableResponsePlugin } from 'workbox-cacheable-response';
import { clientsClaim, type WorkboxPlugin } from 'workbox-core';
import { ExpirationPlugin } from 'workbox-expiration';
import { cleanupOutdatedCaches, PrecacheController, PrecacheRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { CacheFirst, NetworkFirst, StaleWhileRevalidate } from 'workbox-strategies';
import { SAVED_MEDIA_CACHE } from '../src/sync/saved-media.ts';
import { rangesFromCache } from './byte-ranges.ts';
import { outboxFirst } from './outbox-first.ts';
import { inParallel, neededFirst, PROFILE_CACHE, PROFILE_URL, type DeviceProfile } from './precache-split.ts';
import { answerMedia } from './saved-media.ts';
import { saveNeeded, saveThisPage, type Precache } from './save-precache.ts';
import type { PrecachePack } from './packed-install.ts';

declare const self: ServiceWorkerGlobalScope;
/** Which file sits where in each pack, written in by the build (vite-plugins/precache-packs.ts). */
declare const __PRECACHE_PACKS__: string;

const manifest = self.__WB_MANIFEST;
const precache = new PrecacheController();
precache.addToCacheList(manifest);
registerRoute(new PrecacheRoute(precache));
const stored: Precache = {
  controller: precache,
  revisioned: new Set(
    manifest.flatMap((e) => (typeof e !== 'string' && e.revision ? [new URL(e.url, self.location.href).href] : [])),
  ),
  packs: JSON.parse(__PRECACHE_PACKS__) as PrecachePack[],
};
// Every language stays in what a person needs first for now: one who switches language offline right after
// a first visit needs the other catalogues (content-offline.spec.ts).
const needed = (url: string) => neededFirst(url, null);

async function deviceProfile(): Promise<DeviceProfile | null> {
  const saved = await (await caches.open(PROFILE_CACHE)).match(PROFILE_URL);
  return saved ? ((await saved.json().catch(() => null)) as DeviceProfile | null) : null;
}

// ADR 141: a first install saves the open page (from the HTTP cache) and the shell, so the worker controls
// it within seconds; the rest of what this person needs follows when the page asks (CACHE_REST). An update
// takes everything before it may replace the version that works offline now.
self.addEventListener('install', (event) => {
  event.waitUntil(self.registration.active ? saveNeeded(stored, needed) : saveThisPage(stored, needed, '/index.html'));
});
self.addEventListener('activate', (event) => {
  void precache.activate(event);
  event.waitUntil(self.clients.claim());
});

let saving: Promise<void> | undefined;
/** Every file this person needs, once however many pages ask; then the open pages may say "ready to work offline". */
async function completeNeeded() {
  await (saving ??= saveNeeded(stored, needed).finally(() => (saving = undefined)));
  for (const client of await self.clients.matchAll({ type: 'window' })) client.postMessage({ type: 'OFFLINE_READY' });
}

/** The files left for later (other languages, staff-only code), two at a time so the page keeps the link. */
async function cacheRest() {
  await outboxFirst();
  const profile = await deviceProfile();
  const cache = await caches.open(precache.strategy.cacheName);
  const rest = [...precache.getURLsToCacheKeys()].filter(([url]) => !neededFirst(url, profile));
  await inParallel(rest, 2, async ([url, cacheKey]) => {
    if (await cache.match(cacheKey)) return;
    const response = await fetch(url, { credentials: 'same-origin' }).catch(() => null);
    if (response?.ok && !response.redirected) await cache.put(cacheKey, response);
  });
}

cleanupOutdatedCaches();
// The first install controls the open page at once, so it works offline without a second visit.
// Updates still wait for the person (SKIP_WAITING below).
clientsClaim();

registerRoute(
  new NavigationRoute(precache.createHandlerBoundToURL('/index.html'), { denylist: [/^\/api\//, /^\/sw\.js$/] }),
);

// Uploaded content images, documents and lesson media: ids are never reused, so the first copy is the
// right one. A video seeking offline asks for a byte range: it is cut from the saved whole file.
// What the learner saved for offline is answered from its own cache, which nothing expires (ADR 116);
// the rest from a runtime cache that may drop entries when it grows or space runs low.
const mediaRuntime = new CacheFirst({
  cacheName: 'content-media',
  plugins: [
    new CacheableResponsePlugin({ statuses: [200] }),
    rangesFromCache,
    new ExpirationPlugin({ maxEntries: 400, maxAgeSeconds: 60 * 24 * 3600, purgeOnQuotaError: true }),
  ],
});
registerRoute(
  ({ url, request }) =>
    request.method === 'GET' && url.origin === self.location.origin && url.pathname.startsWith('/api/public/media/'),
  (options) =>
    answerMedia(options.request, {
      saved: () => caches.open(SAVED_MEDIA_CACHE),
      runtime: () => mediaRuntime.handle(options),
      network: (request) => fetch(request),
    }),
);

/** Marks an answer served from the saved copy, so the page can say "shown from the copy saved on …". */
const markFromCache: WorkboxPlugin = {
  cachedResponseWillBeUsed: async ({ cachedResponse }) => {
    if (!cachedResponse) return cachedResponse;
    const headers = new Headers(cachedResponse.headers);
    headers.set('X-From-Cache', '1');
    return new Response(await cachedResponse.blob(), {
      status: cachedResponse.status,
      statusText: cachedResponse.statusText,
      headers,
    });
  },
};

/** Tells open pages that a saved answer was just confirmed by the server, so they drop the "saved copy" note. */
const announceRevalidated: WorkboxPlugin = {
  cacheDidUpdate: async ({ request }) => {
    for (const client of await self.clients.matchAll({ type: 'window' }))
      client.postMessage({ type: 'CONTENT_REVALIDATED', url: request.url });
  },
};

/** What the server no longer has (deleted, unpublished, withdrawn) leaves the saved copies as soon as it says so. */
const forgetGone: WorkboxPlugin = {
  fetchDidSucceed: async ({ request, response }) => {
    if (response.status === 404 || response.status === 410) await (await caches.open('public-api')).delete(request);
    return response;
  },
};

// A survey's definition: the server's answer first, so a survey withdrawn while a tablet had it leaves that
// tablet the moment it asks online (issue 33.1); the saved copy only when no answer comes.
registerRoute(
  ({ url, request }) =>
    request.method === 'GET' &&
    url.origin === self.location.origin &&
    /^\/api\/public\/surveys\/\d+$/.test(url.pathname),
  new NetworkFirst({
    cacheName: 'public-api',
    networkTimeoutSeconds: 10,
    plugins: [new CacheableResponsePlugin({ statuses: [200] }), forgetGone],
  }),
);

// Public content, the reference lists and the open flows a registration form offers: shown from the
// saved copy at once, refreshed behind it; when the fresh answer differs (ETag), open pages are told so
// they re-render (workbox-broadcast-update).
registerRoute(
  ({ url, request }) =>
    request.method === 'GET' &&
    url.origin === self.location.origin &&
    // A certificate's verification must say "revoked" the moment it is, never from a saved copy.
    !url.pathname.startsWith('/api/public/verify/') &&
    (url.pathname.startsWith('/api/public/') ||
      url.pathname === '/api/common_data' ||
      url.pathname === '/api/cato_flows'),
  new StaleWhileRevalidate({
    cacheName: 'public-api',
    plugins: [
      new CacheableResponsePlugin({ statuses: [200] }),
      new ExpirationPlugin({ maxEntries: 300 }),
      new BroadcastUpdatePlugin({ headersToCheck: ['etag', 'content-length'] }),
      forgetGone,
      markFromCache,
      announceRevalidated,
    ],
  }),
);

registerRoute(
  ({ request, url }) =>
    request.destination === 'image' && url.origin === self.location.origin && !url.pathname.startsWith('/api/files/'),
  new CacheFirst({
    cacheName: 'images',
    plugins: [
      new CacheableResponsePlugin({ statuses: [200] }),
      new ExpirationPlugin({ maxEntries: 200, maxAgeSeconds: 30 * 24 * 3600, purgeOnQuotaError: true }),
    ],
  }),
);

self.addEventListener('message', (event) => {
  const type = (event.data as { type?: string } | null)?.type;
  if (type === 'SKIP_WAITING') void self.skipWaiting();
  if (type === 'CACHE_REST') event.waitUntil(completeNeeded().then(cacheRest));
});

// Background Sync (Chromium) is only an extra: it wakes an open page to flush its outbox.
self.addEventListener('sync', (event) => {
  const e = event as ExtendableEvent & { tag?: string };
  if (e.tag !== 'qaryzsyz-outbox') return;
  e.waitUntil(
    self.clients
      .matchAll({ type: 'window' })
      .then((clients) => clients.forEach((c) => c.postMessage({ type: 'FLUSH' }))),
  );
});
