/**
 * Service-worker registration. A new version waits until the person chooses to reload: a field
 * worker mid-form must never lose the page to an automatic update.
 */
import { Workbox } from 'workbox-window';
import { PROFILE_CACHE, PROFILE_URL, type DeviceProfile } from '../../sw/precache-split.ts';
import { ROLES } from '../../contract/roles.ts';
import { currentLocale } from './intl.ts';
import { keepFirstReads } from './keep-first-reads.ts';
import { getSession } from './session.ts';

/** Tells the worker, before it installs, which language and role this device needs first (ADR 139). */
async function saveProfile() {
  const role = getSession()?.user.role_id;
  const profile: DeviceProfile = {
    locale: currentLocale() ?? 'kk',
    staff: role !== undefined && role !== ROLES.applicant,
  };
  const cache = await caches.open(PROFILE_CACHE);
  await cache.put(
    PROFILE_URL,
    new Response(JSON.stringify(profile), { headers: { 'Content-Type': 'application/json' } }),
  );
}

/** The files left for later (other languages, staff-only code) are fetched once this page is idle. */
const cacheRest = () => void navigator.serviceWorker.ready.then((r) => r.active?.postMessage({ type: 'CACHE_REST' }));

export function registerServiceWorker(onUpdateReady: (reload: () => void) => void, onOfflineReady: () => void) {
  if (!('serviceWorker' in navigator) || import.meta.env.DEV) return;
  keepFirstReads();
  const firstVisit = !navigator.serviceWorker.controller;
  navigator.serviceWorker.addEventListener('message', (e: MessageEvent) => {
    if ((e.data as { type?: string } | null)?.type !== 'OFFLINE_READY') return;
    if (firstVisit) onOfflineReady();
    cacheRest();
  });
  if (!firstVisit) cacheRest();
  const wb = new Workbox('/sw.js', { scope: '/' });
  wb.addEventListener('waiting', () =>
    onUpdateReady(() => {
      wb.addEventListener('controlling', () => window.location.reload());
      wb.messageSkipWaiting();
    }),
  );
  // A browser that refuses service workers (private windows, policies) still runs the app, online only.
  void saveProfile()
    .catch(() => undefined)
    .then(() => wb.register())
    .catch(() => undefined);
  // Ask the browser not to evict unsent records under storage pressure.
  void navigator.storage?.persist?.().catch(() => false);
}
