import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type * as PublicFetch from './public-fetch.ts';

// The service worker's messages arrive on navigator.serviceWorker; a plain EventTarget stands in for it.
const worker = new EventTarget();
let mod: typeof PublicFetch;

beforeAll(async () => {
  vi.stubGlobal('navigator', { serviceWorker: worker });
  mod = await import('./public-fetch.ts');
});
afterAll(() => vi.unstubAllGlobals());

function announce(data: unknown) {
  worker.dispatchEvent(new MessageEvent('message', { data }));
}

const updated = (url: string) => ({
  meta: 'workbox-broadcast-update',
  payload: { cacheName: 'public-api', updatedURL: url },
});

describe('service-worker announcements that beat the page', () => {
  it('an update announced after the page asked but before it listened is replayed to the listener', async () => {
    const url = 'https://x.test/api/public/news/1';
    const askedAt = performance.now();
    announce(updated(url));
    const seen: string[] = [];
    mod.onContentEvent((e) => seen.push(e.kind), { url, since: askedAt });
    await Promise.resolve();
    expect(seen).toEqual(['updated']);
  });

  it('an announcement from before the page asked is not replayed', async () => {
    const url = 'https://x.test/api/public/news/2';
    announce(updated(url));
    const askedAt = performance.now() + 1;
    const seen: string[] = [];
    mod.onContentEvent((e) => seen.push(e.kind), { url, since: askedAt });
    await Promise.resolve();
    expect(seen).toEqual([]);
  });

  it('a later "confirmed fresh" does not hide the update that came first', async () => {
    const url = 'https://x.test/api/public/news/3';
    const askedAt = performance.now();
    announce(updated(url));
    announce({ type: 'CONTENT_REVALIDATED', url });
    const seen: string[] = [];
    mod.onContentEvent((e) => seen.push(e.kind), { url, since: askedAt });
    await Promise.resolve();
    expect(seen).toEqual(['updated']);
  });

  it('a listener removed before the replay runs hears nothing', async () => {
    const url = 'https://x.test/api/public/news/4';
    const askedAt = performance.now();
    announce(updated(url));
    const seen: string[] = [];
    mod.onContentEvent((e) => seen.push(e.kind), { url, since: askedAt })();
    await Promise.resolve();
    expect(seen).toEqual([]);
  });
});
