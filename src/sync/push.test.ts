import 'fake-indexeddb/auto';
import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { LocalDb } from './db.ts';
import { getMeta } from './meta.ts';
import { submit } from './outbox.ts';
import { pushPending } from './push.ts';
import type { SyncDeps } from './transport.ts';

const fresh = () => new LocalDb(`test-${crypto.randomUUID()}`);
const mark = { flowId: 1, applicationId: 2, day: 3, present: true, markedAt: 1_700_000_000_000 };
const queue = (db: LocalDb, id: string) =>
  submit(db, { id, kind: 'test', data: { name: id }, step: 4, name: 'attendance.mark', args: mark });

interface Sent {
  clientId: string;
  clientSecret: string;
  mutations: { id: number }[];
}

/** A server that answers each push with the next of `answers` and keeps what it was sent. */
function fakeServer(answers: ((body: Sent) => { status: number; body: unknown })[]) {
  const sent: Sent[] = [];
  const deps: SyncDeps = {
    fetch: async (_url, init) => {
      const raw = new Uint8Array(await new Response(init!.body).arrayBuffer());
      const text = (init!.headers as Record<string, string>)['Content-Encoding'] ? gunzipSync(raw) : raw;
      const body = JSON.parse(new TextDecoder().decode(text)) as Sent;
      sent.push(body);
      const answer = answers.shift()!(body);
      return new Response(JSON.stringify(answer.body), { status: answer.status });
    },
    getToken: () => 'token',
    getLocale: () => 'ru',
    now: () => Date.now(),
    random: () => 0.5,
  };
  return { deps, sent };
}
/** Where a server without off-site backups says this device stands: acknowledged is as safe as it gets. */
const unbacked = (last: number) => ({ lastMutationId: last, safeMutationId: last, epoch: 'initial', backups: false });
const applied = (body: Sent) => ({
  status: 200,
  body: {
    data: {
      ...unbacked(body.mutations.at(-1)!.id),
      results: body.mutations.map((m) => ({ id: m.id, status: 'applied' })),
    },
  },
});

describe('push', () => {
  it('sends the device secret made with the client id', async () => {
    const db = fresh();
    await queue(db, 'a');
    const { deps, sent } = fakeServer([applied]);
    await pushPending(db, deps, () => 0);
    expect(sent[0]!.clientId).toBe(await getMeta(db, 'clientId'));
    expect(sent[0]!.clientSecret).toBe(await getMeta(db, 'clientSecret'));
    expect(sent[0]!.clientSecret).toMatch(/^[0-9a-f]{64}$/);
  });

  it('keeps a record the server answers `conflict` for: needs attention, draft intact, a fresh id next', async () => {
    const db = fresh();
    await queue(db, 'a');
    const { deps } = fakeServer([
      () => ({
        status: 200,
        body: {
          data: { lastMutationId: 7, results: [{ id: 1, status: 'conflict', errors: { _: ['sync.conflict'] } }] },
        },
      }),
    ]);
    await pushPending(db, deps, () => 0);
    expect(await db.outbox.toArray()).toMatchObject([{ draftId: 'a', status: 'rejected' }]);
    expect(await db.drafts.get('a')).toMatchObject({
      status: 'rejected',
      data: { name: 'a' },
      errors: { _: ['sync.conflict'] },
    });
    expect(await getMeta(db, 'nextMutationId')).toBe(8);
  });

  it('still shows a refusal whose answer was lost: the resend answers `duplicate` with its reasons', async () => {
    const db = fresh();
    await queue(db, 'a');
    await queue(db, 'b');
    const refusal = { _: ['validation.invalid'] };
    const { deps } = fakeServer([
      () => ({
        status: 200,
        body: {
          data: {
            ...unbacked(2),
            results: [
              { id: 1, status: 'duplicate', errors: refusal },
              { id: 2, status: 'duplicate', entity: { type: 'test', id: 9 } },
            ],
          },
        },
      }),
    ]);
    await pushPending(db, deps, () => 0);
    expect(await db.outbox.toArray()).toMatchObject([{ draftId: 'a', status: 'rejected', errors: refusal }]);
    expect(await db.drafts.get('a')).toMatchObject({ status: 'rejected', data: { name: 'a' }, errors: refusal });
    expect(await db.drafts.get('b')).toMatchObject({ status: 'sent', entity: { type: 'test', id: 9 } });
  });

  it('takes a new id and secret when another device owns its id, and sends everything again from 1', async () => {
    const db = fresh();
    await queue(db, 'a');
    await queue(db, 'b');
    const { deps, sent } = fakeServer([
      () => ({ status: 403, body: { code: 'device_refused', errors: { _: ['sync.device.refused'] } } }),
      applied,
    ]);
    await pushPending(db, deps, () => 0);
    expect(sent).toHaveLength(2);
    expect(sent[1]!.clientId).not.toBe(sent[0]!.clientId);
    expect(sent[1]!.clientSecret).not.toBe(sent[0]!.clientSecret);
    expect(sent[1]!.mutations.map((m) => m.id)).toEqual([1, 2]);
    expect(await db.outbox.count()).toBe(0);
    expect((await db.drafts.toArray()).map((d) => d.status)).toEqual(['sent', 'sent']);
  });
});
