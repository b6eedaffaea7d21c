/**
 * Saves the install's small files from their pack (vite-plugins/precache-packs.ts): one download instead
 * of a round trip per file. Each file goes into the precache under the key workbox gives it, so serving,
 * updates and clean-up stay workbox's. A pack is worth it only when many of its files are missing: an
 * update that changed a few chunks fetches those alone.
 */

/** One pack: the files written back to back, where each starts, how long it is, how it is served. */
export interface PrecachePack {
  url: string;
  files: { url: string; offset: number; length: number; type: string }[];
}

/** Fewer missing files than this go one by one: six is one round of HTTP/1.1's connections. */
const WORTH_A_PACK = 6;

export interface PackedInstall {
  /** The precache's key for a file this install needs; undefined for one it does not need now. */
  cacheKey(url: string): string | undefined;
  /** Waits for what must cross the link before the install (an open page's unsent records). */
  beforeFetch(): Promise<void>;
}

/** Which missing files each pack should bring: only packs worth fetching. */
export async function packsToFetch(packs: readonly PrecachePack[], cache: Cache, install: PackedInstall) {
  const chosen: { pack: PrecachePack; files: PrecachePack['files'] }[] = [];
  for (const pack of packs) {
    const wanted = pack.files.filter((f) => install.cacheKey(f.url) !== undefined);
    const present = await Promise.all(wanted.map((f) => cache.match(install.cacheKey(f.url)!)));
    const missing = wanted.filter((_, i) => !present[i]);
    if (missing.length >= WORTH_A_PACK) chosen.push({ pack, files: missing });
  }
  return chosen;
}

/** Downloads a pack and saves the given files from it; false when the pack could not be had. */
export async function savePack(
  base: string,
  pack: PrecachePack,
  files: PrecachePack['files'],
  cache: Cache,
  install: PackedInstall,
): Promise<boolean> {
  await install.beforeFetch();
  // The pack itself is never needed again: kept out of the HTTP cache, it is not stored twice.
  const response = await fetch(new URL(pack.url, base), { cache: 'no-store', credentials: 'same-origin' }).catch(
    () => null,
  );
  if (!response?.ok) return false;
  const body = await response.arrayBuffer().catch(() => null);
  const size = Math.max(...pack.files.map((f) => f.offset + f.length));
  if (!body || body.byteLength !== size) return false;
  await Promise.all(
    files.map((f) =>
      cache.put(
        install.cacheKey(f.url)!,
        new Response(body.slice(f.offset, f.offset + f.length), { headers: { 'Content-Type': f.type } }),
      ),
    ),
  );
  return true;
}
