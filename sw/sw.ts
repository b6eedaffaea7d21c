/// <reference lib="webworker" />
/**
 * The service worker: precaches the shell and every route chunk so any page opens offline; serves
 * the shell for page navigations (never for /api/); keeps public content stale-while-revalidate.
 */
import { CacheableResponsePlugin } from 'workbox-cacheable-response';
import { clientsClaim } from 'workbox-core';
import { ExpirationPlugin } from 'workbox-expiration';
import { cleanupOutdatedCaches, createHandlerBoundToURL, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { CacheFirst, StaleWhileRevalidate } from 'workbox-strategies';

declare const self: ServiceWorkerGlobalScope;

precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();
// The first install controls the open page at once, so it works offline without a second visit.
// Updates still wait for the person (SKIP_WAITING below).
clientsClaim();

registerRoute(new NavigationRoute(createHandlerBoundToURL('/index.html'), { denylist: [/^\/api\//, /^\/sw\.js$/] }));

// Public content and the reference lists: shown from the saved copy at once, refreshed behind it.
registerRoute(
  ({ url, request }) =>
    request.method === 'GET' &&
    url.origin === self.location.origin &&
    (url.pathname.startsWith('/api/public/') || url.pathname === '/api/common_data'),
  new StaleWhileRevalidate({
    cacheName: 'public-api',
    plugins: [new CacheableResponsePlugin({ statuses: [200] }), new ExpirationPlugin({ maxEntries: 300 })],
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
  if ((event.data as { type?: string } | null)?.type === 'SKIP_WAITING') void self.skipWaiting();
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
