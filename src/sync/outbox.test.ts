import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { LocalDb } from './db.ts';
import { AlreadyQueuedError, discard, markRejected, saveDraft, submit } from './outbox.ts';
import { resetInflight } from './push.ts';

const fresh = () => new LocalDb(`test-${crypto.randomUUID()}`);
const mark = { flowId: 1, applicationId: 2, day: 3, present: true, markedAt: 1_700_000_000_000 };
const input = (id: string) => ({
  id,
  kind: 'test',
  data: { name: 'Aigul' },
  step: 4,
  name: 'attendance.mark' as const,
  args: mark,
});

describe('outbox', () => {
  it('submit writes the record and its outbox row together, with rising mutation ids', async () => {
    const db = fresh();
    const a = await submit(db, input('a'));
    const b = await submit(db, input('b'));
    expect([a, b]).toEqual([1, 2]);
    expect((await db.drafts.get('a'))?.status).toBe('queued');
    expect((await db.outbox.toArray()).map((r) => [r.draftId, r.mutationId, r.status])).toEqual([
      ['a', 1, 'pending'],
      ['b', 2, 'pending'],
    ]);
  });

  it('submit writes neither the record nor the row when the transaction fails', async () => {
    const db = fresh();
    await saveDraft(db, { id: 'a', kind: 'test', data: { name: 'before' }, step: 2 });
    db.outbox.hook('creating', () => {
      throw new Error('disk gone');
    });
    await expect(submit(db, input('a'))).rejects.toThrow('disk gone');
    expect(await db.outbox.count()).toBe(0);
    const draft = await db.drafts.get('a');
    expect(draft).toMatchObject({ status: 'draft', data: { name: 'before' }, step: 2 });
    expect((await db.meta.get('nextMutationId'))?.value).toBeUndefined();
  });

  it('never lets an autosave overwrite a submitted record', async () => {
    const db = fresh();
    await submit(db, input('a'));
    await saveDraft(db, { id: 'a', kind: 'test', data: { name: 'late keystroke' }, step: 1 });
    expect((await db.drafts.get('a'))?.data).toEqual({ name: 'Aigul' });
  });

  it('never queues a record id again with other content once it was queued (a second tab, a double submit)', async () => {
    const db = fresh();
    await submit(db, input('a'));
    await expect(submit(db, { ...input('a'), data: { name: 'another person' } })).rejects.toBeInstanceOf(
      AlreadyQueuedError,
    );
    expect((await db.outbox.toArray()).map((r) => [r.mutationId, r.args])).toEqual([[1, mark]]);
    expect((await db.drafts.get('a'))?.data).toEqual({ name: 'Aigul' });
  });

  it('resubmitting a rejected record replaces its rejected row with a new id', async () => {
    const db = fresh();
    await submit(db, input('a'));
    await db.outbox.where('draftId').equals('a').modify({ status: 'rejected' });
    await db.drafts.update('a', { status: 'rejected' });
    await submit(db, { ...input('a'), data: { name: 'fixed' } });
    const rows = await db.outbox.toArray();
    expect(rows.map((r) => [r.mutationId, r.status])).toEqual([[2, 'pending']]);
  });

  it('markRejected puts the row and its draft in "needs attention", with the reasons', async () => {
    const db = fresh();
    await submit(db, input('a'));
    const row = (await db.outbox.toArray())[0]!;
    await markRejected(db, row, { iin: ['validation.iin.taken'] });
    expect(await db.outbox.get(row.seq!)).toMatchObject({
      status: 'rejected',
      errors: { iin: ['validation.iin.taken'] },
    });
    expect(await db.drafts.get('a')).toMatchObject({ status: 'rejected', errors: { iin: ['validation.iin.taken'] } });
  });

  it('is typed by contract/mutations.ts: a misspelt name or args of the wrong shape fail tsc', () => {
    const db = fresh();
    // Never called: these lines are here for tsc (which checks tests) to refuse.
    const _typos = () => [
      // @ts-expect-error — there is no "attendance.marks" mutation
      submit(db, { ...input('a'), name: 'attendance.marks' }),
      // @ts-expect-error — attendance.mark takes a numeric day
      submit(db, { ...input('a'), args: { ...mark, day: 'Monday' } }),
      // @ts-expect-error — registration.submit takes { client_record_id, form }, not a mark
      submit(db, { ...input('a'), name: 'registration.submit' }),
    ];
    expect(typeof _typos).toBe('function');
  });

  it('discard removes the draft, its row and its files', async () => {
    const db = fresh();
    await submit(db, input('a'));
    await db.files.add({
      id: 'f',
      draftId: 'a',
      kind: 'photo',
      name: 'p.jpg',
      mime: 'image/jpeg',
      size: 1,
      sha256: '',
      bytes: new ArrayBuffer(1),
      uploadedBytes: 0,
      status: 'pending',
      createdAt: 0,
    });
    await discard(db, 'a');
    expect([await db.drafts.count(), await db.outbox.count(), await db.files.count()]).toEqual([0, 0, 0]);
  });

  it('resets inflight rows to pending at start (their tab died mid-request)', async () => {
    const db = fresh();
    await submit(db, input('a'));
    await submit(db, input('b'));
    await db.outbox.where('mutationId').equals(1).modify({ status: 'inflight' });
    await resetInflight(db);
    expect((await db.outbox.toArray()).map((r) => r.status)).toEqual(['pending', 'pending']);
  });
});
