import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { LocalDb } from './db.ts';
import { checkCleared, registerDevice, type RememberedId } from './device.ts';
import { getMeta } from './meta.ts';
import type { SyncDeps } from './transport.ts';

const fresh = () => new LocalDb(`test-${crypto.randomUUID()}`);
const memory = (id: string | null): RememberedId & { id: string | null } => ({
  id,
  get() {
    return this.id;
  },
  set(v) {
    this.id = v;
  },
});

/** fetch answers from `answer`, or fails like a dead network while `online` is false. */
function deps(answer: (url: string, body: unknown) => { status: number; body: unknown }) {
  const state = { online: true, calls: [] as string[] };
  const d: SyncDeps = {
    fetch: async (url, init) => {
      state.calls.push(String(url));
      if (!state.online) throw new TypeError('Failed to fetch');
      const body = init?.body ? JSON.parse(await new Response(init.body).text()) : undefined;
      const a = answer(String(url), body);
      return new Response(JSON.stringify(a.body), { status: a.status });
    },
    getToken: () => 'token',
    getLocale: () => 'ru',
    now: () => 1_000,
    random: () => 0.5,
  };
  return { d, state };
}
const NoCompression = globalThis.CompressionStream;

describe('cleared storage (issue 14.4)', () => {
  it('keeps the suspicion through an offline first start and tells once the server answers', async () => {
    const db = fresh();
    const remembered = memory('11111111-1111-4111-8111-111111111111');
    const { d, state } = deps(() => ({ status: 200, body: { data: { known: true, lastMutationId: 12 } } }));
    state.online = false;
    expect(await checkCleared(db, d, remembered)).toBe('pending');
    expect(remembered.id).toBe('11111111-1111-4111-8111-111111111111'); // not overwritten while unknown
    expect(await getMeta(db, 'clearedNotice')).toBeUndefined();

    // The next start (the install marker exists by now) is online: the server knew the old device.
    state.online = true;
    expect(await checkCleared(db, d, remembered)).toBe('cleared');
    expect(state.calls.at(-1)).toBe('/api/sync/clients/11111111-1111-4111-8111-111111111111');
    expect(await getMeta(db, 'clearedNotice')).toMatchObject({ lastMutationId: 12 });
    expect(remembered.id).toBe(await getMeta(db, 'clientId'));
    expect(await checkCleared(db, d, remembered)).toBe('clean'); // asked once
  });

  it('a first install with nothing remembered is clean and remembers its id', async () => {
    const db = fresh();
    const remembered = memory(null);
    const { d, state } = deps(() => ({ status: 500, body: null }));
    expect(await checkCleared(db, d, remembered)).toBe('clean');
    expect(state.calls).toEqual([]);
    expect(remembered.id).toBe(await getMeta(db, 'clientId'));
  });
});

describe('device registration (issue 14.4)', () => {
  it('registers the id with its secret, and takes a new identity if another device owns the id', async () => {
    // The fake server reads the JSON body: no gzip.
    globalThis.CompressionStream = undefined as unknown as typeof CompressionStream;
    try {
      const db = fresh();
      const seen: { clientId: string; clientSecret: string }[] = [];
      const { d } = deps((_url, body) => {
        seen.push(body as (typeof seen)[number]);
        return seen.length === 1
          ? { status: 403, body: { code: 'device_refused' } }
          : { status: 200, body: { data: { lastMutationId: 0 } } };
      });
      expect(await registerDevice(db, d)).toBe(true);
      expect(seen).toHaveLength(2);
      expect(seen[1]!.clientId).not.toBe(seen[0]!.clientId);
      expect(seen[1]).toEqual({
        clientId: await getMeta(db, 'clientId'),
        clientSecret: await getMeta(db, 'clientSecret'),
      });
      expect(await getMeta(db, 'deviceRegistered')).toBe(true);
    } finally {
      globalThis.CompressionStream = NoCompression;
    }
  });
});
