/**
 * After the app has loaded and the service worker controls the page, fetches the first page of every
 * public list in the current language, their items and each item's first image, so the latest
 * content opens offline even if nobody opened it before. Runs when the browser is idle.
 */
import { CONTENT_TYPES, PUBLIC_TYPES } from '../../api/schemas/content-types.ts';
import { api } from './api.ts';
import { firstImage, publicItemPath, publicListPath, type PublicPage } from './public-content.ts';

const idle = () =>
  new Promise<void>((r) => ('requestIdleCallback' in window ? requestIdleCallback(() => r()) : setTimeout(r, 1000)));

async function controlled() {
  await navigator.serviceWorker.ready;
  if (!navigator.serviceWorker.controller)
    await new Promise((r) => navigator.serviceWorker.addEventListener('controllerchange', r, { once: true }));
}

export async function warmContentCache() {
  if (!('serviceWorker' in navigator) || import.meta.env.DEV || !navigator.onLine) return;
  await controlled();
  await idle();
  for (const type of PUBLIC_TYPES) {
    const list = await api<PublicPage<Record<string, unknown> & { id: number }>>(publicListPath(type, 1)).catch(
      () => null,
    );
    for (const item of list?.data ?? []) {
      if (CONTENT_TYPES[type].detail) await api(publicItemPath(type, item.id)).catch(() => null);
      const image = firstImage(type, item);
      if (image) await fetch(image).catch(() => null);
    }
  }
}
