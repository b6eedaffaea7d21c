/// <reference lib="webworker" />
/**
 * How the precache gets onto the device (ADR 141). A first install takes only what the open page has
 * already loaded — copied from the browser's HTTP cache, no download — and the shell, so the worker
 * controls the page within seconds and that page reloads offline even if the link drops right after.
 * Everything else this person needs follows once it controls the page: the small files in one pack, the
 * others six at a time; only then is the app "ready to work offline". An update's install takes it all
 * before it may replace the version that works offline now.
 */
import type { PrecacheController } from 'workbox-precaching';
import { outboxFirst } from './outbox-first.ts';
import { packsToFetch, savePack, type PackedInstall, type PrecachePack } from './packed-install.ts';
import { inParallel } from './precache-split.ts';

declare const self: ServiceWorkerGlobalScope;

export interface Precache {
  controller: PrecacheController;
  /** Absolute URLs whose manifest entry has a revision (its name carries no hash): always asked again. */
  revisioned: ReadonlySet<string>;
  packs: readonly PrecachePack[];
}

const absolute = (url: string) => new URL(url, self.location.href).href;

/** Needed entries, as [url, cache key], that the precache does not hold yet. */
async function missing(p: Precache, cache: Cache, needed: (url: string) => boolean) {
  const entries = [...p.controller.getURLsToCacheKeys()].filter(([url]) => needed(url));
  const held = await Promise.all(entries.map(([, key]) => cache.match(key)));
  return new Map(entries.filter((_, i) => !held[i]));
}

/** Fetches one file and saves it under its key; throws when it cannot, so an install fails and is retried. */
async function saveOne(p: Precache, cache: Cache, [url, cacheKey]: readonly [string, string]) {
  const integrity = p.controller.getIntegrityForCacheKey(cacheKey);
  const response = await fetch(url, {
    ...(integrity ? { integrity } : {}),
    cache: p.revisioned.has(url) ? 'reload' : 'default',
    credentials: 'same-origin',
  });
  if (!response.ok) throw new Error(`precache: ${url} answered ${response.status}`);
  // A redirected answer may not serve a navigation: kept as a plain copy, as workbox does.
  const saved = response.redirected
    ? new Response(await response.blob(), { status: response.status, headers: response.headers })
    : response;
  await cache.put(cacheKey, saved);
}

/** Saves every needed file the precache lacks; records waiting in an open page's outbox are pushed first. */
export async function saveNeeded(p: Precache, needed: (url: string) => boolean) {
  const cache = await caches.open(p.controller.strategy.cacheName);
  const absent = await missing(p, cache, needed);
  if (absent.size === 0) return;
  let pushed: Promise<void> | undefined;
  const install: PackedInstall = {
    cacheKey: (url) => {
      const key = absent.get(absolute(url));
      // A file pinned by its integrity is checked on its own fetch, never taken from a pack.
      return key && !p.controller.getIntegrityForCacheKey(key) ? key : undefined;
    },
    beforeFetch: () => (pushed ??= outboxFirst()),
  };
  const fromPacks = await packsToFetch(p.packs, cache, install);
  const packed = new Set(fromPacks.flatMap(({ files }) => files.map((f) => absolute(f.url))));
  const oneByOne = async (entries: (readonly [string, string])[], width: number) => {
    if (entries.length) await install.beforeFetch();
    await inParallel(entries, width, (e) => saveOne(p, cache, e));
  };
  await Promise.all([
    ...fromPacks.map(async ({ pack, files }) => {
      // A pack that cannot be had (an older server, a broken download) leaves its files to one-by-one.
      if (!(await savePack(self.location.href, pack, files, cache, install)))
        await oneByOne(
          files.map((f) => [absolute(f.url), install.cacheKey(f.url)!] as const),
          6,
        );
    }),
    // The packs take one of the browser's six connections to this host.
    oneByOne(
      [...absent].filter(([url]) => !packed.has(url)),
      Math.max(2, 6 - fromPacks.length),
    ),
  ]);
}

/**
 * A first install: the shell from the network, and every needed file the open page already loaded from
 * the HTTP cache (a hashed name's content never changes; a revisioned one might be stale there).
 */
export async function saveThisPage(p: Precache, needed: (url: string) => boolean, shell: string) {
  const cache = await caches.open(p.controller.strategy.cacheName);
  const shellKey = p.controller.getCacheKeyForURL(shell);
  if (shellKey) await saveOne(p, cache, [absolute(shell), shellKey]);
  const absent = await missing(p, cache, needed);
  await inParallel([...absent], 16, async ([url, key]) => {
    if (p.revisioned.has(url) || p.controller.getIntegrityForCacheKey(key)) return;
    const held = await fetch(url, { cache: 'only-if-cached', mode: 'same-origin', credentials: 'same-origin' }).catch(
      () => null,
    );
    if (held?.ok && !held.redirected) await cache.put(key, held);
  });
}
