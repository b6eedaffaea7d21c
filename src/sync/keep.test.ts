import 'fake-indexeddb/auto';
import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import type { DeviceMarks } from '../../contract/sync.ts';
import { LocalDb } from './db.ts';
import { createSyncEngine } from './engine.ts';
import { addFile } from './files.ts';
import { freeIfShort } from './keep.ts';
import { submit } from './outbox.ts';
import { pullChanges } from './pull.ts';
import { pushPending } from './push.ts';
import type { SyncDeps } from './transport.ts';

const fresh = () => new LocalDb(`test-${crypto.randomUUID()}`);
const mark = { flowId: 1, applicationId: 2, day: 3, present: true, markedAt: 1_700_000_000_000 };

/** Queues record `id`, with a photo of `size` bytes when asked. */
async function queue(db: LocalDb, id: string, size = 0) {
  const file = size
    ? await addFile(db, {
        draftId: id,
        field: 'photos',
        kind: 'photo',
        name: `${id}.jpg`,
        mime: 'image/jpeg',
        bytes: new Uint8Array(size).fill(7).buffer,
      })
    : undefined;
  // The photo is on the server already (uploads are proven in uploads.test.ts and the restore drill).
  if (file) await db.files.update(file.id, { status: 'uploaded' });
  await submit(db, {
    id,
    kind: 'test',
    data: { name: id },
    step: 1,
    name: 'attendance.mark',
    args: mark,
    fileIds: file ? [file.id] : [],
  });
  return file?.id;
}

interface Sent {
  mutations: { id: number }[];
}
type Answer = (body: Sent) => { status: number; body: unknown };

/** A server that answers each request with the next of `answers` and keeps what it was sent. */
function scriptedServer(answers: Answer[], token: string | null = 'token') {
  const sent: Sent[] = [];
  const urls: string[] = [];
  const deps: SyncDeps = {
    fetch: async (url, init) => {
      urls.push(String(url));
      let body: Sent = { mutations: [] };
      if (init?.body) {
        const raw = new Uint8Array(await new Response(init.body).arrayBuffer());
        const text = (init.headers as Record<string, string>)['Content-Encoding'] ? gunzipSync(raw) : raw;
        body = JSON.parse(new TextDecoder().decode(text)) as Sent;
        if (String(url).endsWith('/push')) sent.push(body);
      }
      const answer = answers.shift()!(body);
      return new Response(JSON.stringify(answer.body), { status: answer.status });
    },
    getToken: () => token,
    getLocale: () => 'ru',
    now: () => Date.now(),
    random: () => 0.5,
  };
  return { deps, sent, urls };
}

const marks = (last: number, safe: number, epoch = 'initial'): DeviceMarks => ({
  lastMutationId: last,
  safeMutationId: safe,
  epoch,
  backups: true,
});
/** Applies every pushed record and says where the server's safe mark stands. */
const applied =
  (safe: number, epoch = 'initial'): Answer =>
  (body) => ({
    status: 200,
    body: {
      data: {
        ...marks(body.mutations.at(-1)?.id ?? 0, safe, epoch),
        results: body.mutations.map((m) => ({ id: m.id, status: 'applied' })),
      },
    },
  });
const pulled =
  (m: DeviceMarks): Answer =>
  () => ({
    status: 200,
    body: { data: { cursor: 0, changes: [], hasMore: false, marks: m } },
  });
const ids = (s: Sent) => s.mutations.map((m) => m.id);
const outbox = async (db: LocalDb) =>
  (await db.outbox.toArray()).sort((a, b) => a.mutationId - b.mutationId).map((r) => [r.mutationId, r.status]);

describe('sent records are kept until a verified backup holds them', () => {
  it('keeps a sent record and its photo, awaiting backup, until the safe mark passes it; then frees them', async () => {
    const db = fresh();
    const photo = await queue(db, 'a', 1000);
    await queue(db, 'b');
    const { deps } = scriptedServer([applied(0), applied(1)]);
    await pushPending(db, deps, () => 0);
    expect(await outbox(db)).toEqual([
      [1, 'sent'],
      [2, 'sent'],
    ]);
    expect((await db.files.get(photo!))?.bytes?.byteLength).toBe(1000);
    expect(await db.drafts.get('a')).toMatchObject({ status: 'sent', backup: 'awaiting' });

    // The next answer says a verified off-site backup holds id 1: record a and its photo go, b stays.
    await queue(db, 'c');
    await pushPending(db, deps, () => 0);
    expect(await outbox(db)).toEqual([
      [2, 'sent'],
      [3, 'sent'],
    ]);
    expect((await db.files.get(photo!))?.bytes).toBeNull();
    expect(await db.drafts.get('a')).toMatchObject({ status: 'sent', backup: 'safe' });
    expect(await db.drafts.get('b')).toMatchObject({ status: 'sent', backup: 'awaiting' });
  });

  it('keeps nothing when the server has no off-site backups: sent is as safe as it gets there', async () => {
    const db = fresh();
    const photo = await queue(db, 'a', 1000);
    const { deps } = scriptedServer([
      (body) => ({
        status: 200,
        body: {
          data: {
            ...marks(1, 1),
            backups: false,
            results: body.mutations.map((m) => ({ id: m.id, status: 'applied' })),
          },
        },
      }),
    ]);
    await pushPending(db, deps, () => 0);
    expect(await db.outbox.count()).toBe(0);
    expect((await db.files.get(photo!))?.bytes).toBeNull();
    const draft = await db.drafts.get('a');
    expect(draft?.status).toBe('sent');
    expect(draft?.backup).toBeUndefined();
  });

  it('a device nobody signed in on asks where its sent records stand with an empty push, and frees the safe ones', async () => {
    const db = fresh();
    await queue(db, 'a');
    const { deps, sent } = scriptedServer([applied(0), applied(0), applied(1)], null);
    await pushPending(db, deps, () => 0);
    expect(await outbox(db)).toEqual([[1, 'sent']]);
    await pushPending(db, deps, () => 0); // the backup has not reached it yet
    expect(await outbox(db)).toEqual([[1, 'sent']]);
    await pushPending(db, deps, () => 0);
    expect(sent.map(ids)).toEqual([[1], [], []]);
    expect(await db.outbox.count()).toBe(0);
  });
});

describe('after a restore the device sends again what the server lost', () => {
  it('learns the new epoch from the gap answer and resends the lost records under their own ids, once', async () => {
    const db = fresh();
    const photos = [await queue(db, 'r1', 500), await queue(db, 'r2', 500), await queue(db, 'r3', 500)];
    const { deps, sent } = scriptedServer([
      applied(1),
      // Restored from a backup that holds ids 1 and 2 of this device.
      () => ({ status: 409, body: { code: 'mutation_gap', ...marks(2, 2, 'restored') } }),
      applied(2, 'restored'),
    ]);
    await pushPending(db, deps, () => 0);
    await queue(db, 'r4');
    await pushPending(db, deps, () => 0);
    expect(sent.map(ids)).toEqual([[1, 2, 3], [4]]);
    // Record 3 is queued again, its photo to go up again first (the engine uploads before it pushes).
    expect(await outbox(db)).toEqual([
      [3, 'pending'],
      [4, 'pending'],
    ]);
    expect(await db.files.get(photos[2]!)).toMatchObject({ status: 'pending', uploadedBytes: 0 });
    expect((await db.files.get(photos[2]!))?.bytes?.byteLength).toBe(500);
    expect(await db.drafts.get('r3')).toMatchObject({ status: 'queued', mutationId: 3 });
    expect(await db.drafts.get('r1')).toMatchObject({ status: 'sent', backup: 'safe' });

    await db.files.update(photos[2]!, { status: 'uploaded' }); // as uploads.ts marks it
    await pushPending(db, deps, () => 0);
    expect(sent.map(ids)).toEqual([[1, 2, 3], [4], [3, 4]]);
    expect(await outbox(db)).toEqual([
      [3, 'sent'],
      [4, 'sent'],
    ]);
    // Nothing more to send: the same epoch again changes nothing.
    expect(await pushPending(db, deps, () => 0)).toEqual({ outcome: 'idle' });
    expect(sent).toHaveLength(3);
  });

  it('learns the new epoch from a pull and puts the lost records back in the queue for the same flush', async () => {
    const db = fresh();
    await queue(db, 'a');
    await queue(db, 'b');
    const { deps, urls } = scriptedServer([applied(0), pulled(marks(1, 0, 'restored'))]);
    await pushPending(db, deps, () => 0);
    expect(await pullChanges(db, deps)).toBe('again');
    expect(urls[1]).toMatch(/\/api\/sync\/pull\?cursor=0&clientId=[0-9a-f-]{36}$/);
    expect(await outbox(db)).toEqual([
      [1, 'sent'],
      [2, 'pending'],
    ]);
  });

  it('sends what a restored server lost in the same flush in which its pull found the new epoch', async () => {
    const db = fresh();
    await queue(db, 'a');
    await queue(db, 'b');
    const registered: Answer = () => ({ status: 200, body: { data: { lastMutationId: 0 } } });
    const { deps, sent } = scriptedServer([
      registered,
      applied(0),
      pulled(marks(2, 0)),
      // Restored from a backup without this device: nothing to push, and the pull says so.
      pulled(marks(0, 0, 'restored')),
      applied(0, 'restored'),
      pulled(marks(2, 0, 'restored')),
    ]);
    const engine = createSyncEngine(db, deps);
    await engine.flush('manual');
    await engine.flush('manual');
    engine.stop();
    expect(sent.map(ids)).toEqual([
      [1, 2],
      [1, 2],
    ]);
    expect(engine.status.get().lastError).toBeNull();
    expect(await outbox(db)).toEqual([
      [1, 'sent'],
      [2, 'sent'],
    ]);
  });

  it('closes a hole a refused record left: the queue is numbered on from the server last id', async () => {
    const db = fresh();
    for (const id of ['a', 'b', 'c']) await queue(db, id);
    const { deps, sent } = scriptedServer([
      (body) => ({
        status: 200,
        body: {
          data: {
            ...marks(3, 0),
            results: body.mutations.map((m) =>
              m.id === 2
                ? { id: 2, status: 'rejected', errors: { _: ['validation.invalid'] } }
                : { id: m.id, status: 'applied' },
            ),
          },
        },
      }),
      pulled(marks(1, 0, 'restored')),
      applied(0, 'restored'),
    ]);
    await pushPending(db, deps, () => 0);
    expect(await pullChanges(db, deps)).toBe('again');
    await pushPending(db, deps, () => 0);
    // c goes up as 2 (the restored server knows 1 only); the refused b waits for the person, after it.
    expect(sent.map(ids)).toEqual([[1, 2, 3], [2]]);
    expect(await db.drafts.get('c')).toMatchObject({ status: 'sent', mutationId: 2 });
    expect(await db.drafts.get('b')).toMatchObject({ status: 'rejected', mutationId: 3 });
  });
});

describe('bounded by the storage quota', () => {
  it('frees the oldest sent photos first when space is short, and never an unsent one', async () => {
    const db = fresh();
    const old = await queue(db, 'old', 4000);
    const recent = await queue(db, 'recent', 4000);
    const { deps } = scriptedServer([applied(0)]);
    await pushPending(db, deps, () => 0);
    const unsent = await queue(db, 'unsent', 4000);

    // 1 000 bytes past the high-water mark (80 % of 100 000): the oldest sent photo is enough.
    const freed = await freeIfShort(db, { estimate: async () => ({ usage: 81_000, quota: 100_000 }) });
    expect(freed).toBe(4000);
    expect((await db.files.get(old!))?.bytes).toBeNull();
    expect((await db.files.get(recent!))?.bytes?.byteLength).toBe(4000);
    // Far past the mark: every sent photo goes, the unsent one stays.
    await freeIfShort(db, { estimate: async () => ({ usage: 99_000, quota: 100_000 }) });
    expect((await db.files.get(recent!))?.bytes).toBeNull();
    expect((await db.files.get(unsent!))?.bytes?.byteLength).toBe(4000);
    expect(await freeIfShort(db, { estimate: async () => ({ usage: 10_000, quota: 100_000 }) })).toBe(0);
  });
});
