/**
 * After the app has loaded and the service worker controls the page, fetches the first page of every
 * public list in the current language, their items and each item's first image, so the latest
 * content opens offline even if nobody opened it before. Runs when the browser is idle and the outbox
 * has nothing left to send.
 */
import { CONTENT_TYPES, PUBLIC_TYPES } from '../../contract/content-types.ts';
import type { Locale } from '../../contract/locale.ts';
import { api } from './api.ts';
import { currentLocale } from './intl.ts';
import {
  firstImage,
  OFFICE_PAGE_SIZE,
  PUBLIC_PAGE_SIZE,
  publicItemPath,
  publicListPath,
  publicPageSize,
  type PublicPage,
} from './public-content.ts';

const idle = () =>
  new Promise<void>((r) => ('requestIdleCallback' in window ? requestIdleCallback(() => r()) : setTimeout(r, 1000)));

async function controlled() {
  await navigator.serviceWorker.ready;
  if (!navigator.serviceWorker.controller)
    await new Promise((r) => navigator.serviceWorker.addEventListener('controllerchange', r, { once: true }));
}

const warmed = new Set<Locale>();
let queue = Promise.resolve();

/** Warms the current language once per page load; called at start and after each language switch. */
export function warmContentCache() {
  const locale = currentLocale();
  if (!locale || warmed.has(locale) || !('serviceWorker' in navigator) || import.meta.env.DEV) return;
  warmed.add(locale);
  queue = queue.then(() => warm(locale)).catch(() => undefined);
}

const OUTBOX_WAIT_MS = 5_000;
const OUTBOX_WAIT_TIMES = 60;

/**
 * Records waiting to be sent go first: on a slow link the warm-up would share it with the push. Waits
 * while the outbox holds records, at most ~5 minutes (a queue stuck on a sign-in must not stop it forever).
 * Dexie loads only now, not with the first page.
 */
async function outboxFirst() {
  const { db } = await import('../sync/db.ts');
  for (let i = 0; i < OUTBOX_WAIT_TIMES; i++) {
    if ((await db.outbox.where('status').anyOf('pending', 'inflight').count()) === 0) return;
    await new Promise((r) => setTimeout(r, OUTBOX_WAIT_MS));
  }
}

async function warm(locale: Locale) {
  await controlled();
  await idle();
  await outboxFirst();
  // Offline, or the person switched language meanwhile (the API client asks in the current one): later.
  if (!navigator.onLine || currentLocale() !== locale) {
    warmed.delete(locale);
    return;
  }
  for (const type of PUBLIC_TYPES) {
    const list = await api<PublicPage<Record<string, unknown> & { id: number }>>(
      publicListPath(type, 1, publicPageSize(type)),
    ).catch(() => null);
    // The gallery's list holds up to 100 items: only the first page's worth of pictures is fetched ahead.
    for (const [i, item] of (list?.data ?? []).entries()) {
      if (i >= PUBLIC_PAGE_SIZE) break;
      if (CONTENT_TYPES[type].detail) await api(publicItemPath(type, item.id)).catch(() => null);
      const image = firstImage(type, item);
      if (image) await fetch(image).catch(() => null);
    }
  }
  // Public pages that read whole tables rather than list pages: the project office (team members) and the
  // rural districts page (KATO, region statistics, the programme's region summary).
  for (const path of [
    publicListPath('team', 1, OFFICE_PAGE_SIZE),
    '/common_data',
    '/public/region-stats',
    '/public/reports/summary',
  ])
    await api(path).catch(() => null);
}
