// eslint-disable-next-line no-restricted-imports -- the test runs in vitest, not in the worker
import { beforeAll, describe, expect, it } from 'vitest';
import { SAVE_HEADER } from '../src/sync/saved-media.ts';
import type { answerMedia as AnswerMedia } from './saved-media.ts';

let answerMedia: typeof AnswerMedia;
beforeAll(async () => {
  // Workbox's development logger expects a worker's `self`.
  (globalThis as { self?: unknown }).self ??= globalThis;
  ({ answerMedia } = await import('./saved-media.ts'));
});

const VIDEO = 'https://app.test/api/public/media/v1';
const bytes = new TextEncoder().encode('....ftypisom-rest-of-the-video');

/** A saved cache holding the video, and a record of which way each request went. */
function setUp(savedUrls: string[]) {
  const went: string[] = [];
  const deps = {
    saved: async () => ({
      match: async (url: RequestInfo | URL) =>
        savedUrls.includes(String(url)) ? new Response(bytes, { headers: { 'Content-Type': 'video/mp4' } }) : undefined,
    }),
    runtime: async () => {
      went.push('runtime');
      return new Response('runtime copy');
    },
    network: async (r: Request) => {
      went.push(`network ${r.headers.has(SAVE_HEADER) ? 'saving' : ''}`.trim());
      return new Response('from the network');
    },
  };
  return { deps, went };
}

describe('lesson media in the service worker', () => {
  it('a saved video seeks offline: a byte range is cut from the saved whole file', async () => {
    const { deps, went } = setUp([VIDEO]);
    const res = await answerMedia(new Request(VIDEO, { headers: { Range: 'bytes=4-7' } }), deps);
    expect(res.status).toBe(206);
    expect(res.headers.get('Content-Range')).toBe(`bytes 4-7/${bytes.length}`);
    expect(await res.text()).toBe('ftyp');
    const whole = await answerMedia(new Request(VIDEO), deps);
    expect(whole.status).toBe(200);
    expect((await whole.arrayBuffer()).byteLength).toBe(bytes.length);
    // The runtime cache and the network were never asked.
    expect(went).toEqual([]);
  });

  it('offline, a range past the end of a saved video is 416 with its size, as the server answers', async () => {
    const { deps, went } = setUp([VIDEO]);
    const past = await answerMedia(new Request(VIDEO, { headers: { Range: `bytes=${bytes.length}-` } }), deps);
    expect(past.status).toBe(416);
    expect(past.headers.get('Content-Range')).toBe(`bytes */${bytes.length}`);
    expect(await past.text()).toBe('');
    // An end past the end is cut at the last byte, and a suffix longer than the file is the whole file.
    const tail = await answerMedia(new Request(VIDEO, { headers: { Range: 'bytes=26-999' } }), deps);
    expect(tail.status).toBe(206);
    expect(tail.headers.get('Content-Range')).toBe(`bytes 26-${bytes.length - 1}/${bytes.length}`);
    expect(await tail.text()).toBe('ideo');
    const suffix = await answerMedia(new Request(VIDEO, { headers: { Range: 'bytes=-999' } }), deps);
    expect(suffix.headers.get('Content-Range')).toBe(`bytes 0-${bytes.length - 1}/${bytes.length}`);
    expect(went).toEqual([]);
  });

  it('a file being saved comes from the network, not through the runtime cache that may evict it', async () => {
    const { deps, went } = setUp([]);
    const res = await answerMedia(new Request(VIDEO, { headers: { [SAVE_HEADER]: '1' } }), deps);
    expect(await res.text()).toBe('from the network');
    expect(went).toEqual(['network saving']);
  });

  it('a file nobody saved goes to the runtime cache', async () => {
    const { deps, went } = setUp(['https://app.test/api/public/media/other']);
    expect(await (await answerMedia(new Request(VIDEO), deps)).text()).toBe('runtime copy');
    expect(went).toEqual(['runtime']);
  });
});
