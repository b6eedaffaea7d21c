/**
 * Service-worker registration. A new version waits until the person chooses to reload: a field
 * worker mid-form must never lose the page to an automatic update.
 */
import { Workbox } from 'workbox-window';
import { keepFirstReads } from './keep-first-reads.ts';

export function registerServiceWorker(onUpdateReady: (reload: () => void) => void) {
  if (!('serviceWorker' in navigator) || import.meta.env.DEV) return;
  keepFirstReads();
  const wb = new Workbox('/sw.js', { scope: '/' });
  wb.addEventListener('waiting', () =>
    onUpdateReady(() => {
      wb.addEventListener('controlling', () => window.location.reload());
      wb.messageSkipWaiting();
    }),
  );
  // A browser that refuses service workers (private windows, policies) still runs the app, online only.
  wb.register().catch(() => undefined);
  // Ask the browser not to evict unsent records under storage pressure.
  void navigator.storage?.persist?.().catch(() => false);
}
