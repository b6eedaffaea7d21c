/**
 * On a first visit the page reads its data before the service worker controls it: those answers went
 * past the worker, its runtime cache never saw them, and the page failed offline until a second visit
 * (issue 33.14: the chessboard's building, units and settings). Once the worker takes control, every
 * read it would have kept that the page made before is asked again through it — whatever the page was.
 */

/** The reads sw/sw.ts keeps (public content, media, the reference lists), never a certificate's check. */
export const KEPT_READ = /^\/api\/(public\/(?!verify\/)|common_data$|cato_flows$)/;

/** Videos and audio are left out: a whole file on a slow link is what "save for offline" is for (ADR 116). */
const INITIATORS = new Set(['fetch', 'xmlhttprequest', 'img']);

/** The same-origin reads the worker would have kept that started before `before` (performance.now()). */
export function readsBefore(entries: readonly PerformanceResourceTiming[], origin: string, before: number): string[] {
  const urls = new Set<string>();
  for (const e of entries) {
    if (e.startTime >= before || !INITIATORS.has(e.initiatorType)) continue;
    const url = new URL(e.name);
    if (url.origin === origin && KEPT_READ.test(url.pathname)) urls.add(url.href);
  }
  return [...urls];
}

/** Call before the worker registers: on a page no worker controls yet, waits for the first one that does. */
export function keepFirstReads() {
  if (!('serviceWorker' in navigator) || navigator.serviceWorker.controller) return;
  navigator.serviceWorker.addEventListener(
    'controllerchange',
    () => {
      const urls = readsBefore(
        performance.getEntriesByType('resource') as PerformanceResourceTiming[],
        window.location.origin,
        performance.now(),
      );
      if (urls.length === 0) return;
      // The same headers the page sent: the answers are the ones it showed (its language, its session).
      void import('./api.ts').then(({ apiHeaders }) =>
        Promise.all(urls.map((url) => fetch(url, { headers: apiHeaders() }).catch(() => undefined))),
      );
    },
    { once: true },
  );
}
