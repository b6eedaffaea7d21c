// eslint-disable-next-line no-restricted-imports -- the test runs in vitest, not in the worker
import { describe, expect, it } from 'vitest';
import { rangesFromCache } from './byte-ranges.ts';

const URL = 'https://app.test/api/public/media/p1';
const cached = () => new Response('0123456789', { headers: { 'Content-Type': 'application/pdf' } });
const use = (range: string | null) =>
  rangesFromCache.cachedResponseWillBeUsed!({
    request: new Request(URL, range ? { headers: { Range: range } } : {}),
    cachedResponse: cached(),
    cacheName: 'content-media',
    event: new Event('fetch') as ExtendableEvent,
    state: {},
  }) as Promise<Response>;

describe('a file from the runtime media cache read by ranges', () => {
  it('a middle slice is 206, a start past the end 416 with the size, no range the whole file', async () => {
    const middle = await use('bytes=2-4');
    expect([middle.status, middle.headers.get('Content-Range'), await middle.text()]).toEqual([
      206,
      'bytes 2-4/10',
      '234',
    ]);
    expect(middle.headers.get('Content-Type')).toBe('application/pdf');
    const past = await use('bytes=10-');
    expect([past.status, past.headers.get('Content-Range')]).toEqual([416, 'bytes */10']);
    const whole = await use(null);
    expect([whole.status, await whole.text()]).toEqual([200, '0123456789']);
  });
});
