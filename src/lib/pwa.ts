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

/** Tells the worker, before it installs, which language and role this device needs first (ADR 141). */
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

/** Asks the worker for what this person needs that it lacks, then the files left for later (ADR 141). */
const cacheRest = () => void navigator.serviceWorker.ready.then((r) => r.active?.postMessage({ type: 'CACHE_REST' }));

export function registerServiceWorker(onUpdateReady: (reload: () => void) => void, onOfflineReady: () => void) {
  if (!('serviceWorker' in navigator) || import.meta.env.DEV) return;
  keepFirstReads();
  const firstVisit = !navigator.serviceWorker.controller;
  navigator.serviceWorker.addEventListener('message', (e: MessageEvent) => {
    if ((e.data as { type?: string } | null)?.type === 'OFFLINE_READY' && firstVisit) onOfflineReady();
  });
  // A first install saves only this page; once its worker controls the page, the rest is asked for and the
  // worker says "ready" when it has it all. A later visit asks at once (a first visit cut short finishes here).
  if (firstVisit) navigator.serviceWorker.addEventListener('controllerchange', cacheRest, { once: true });
  else cacheRest();
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
