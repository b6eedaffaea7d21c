import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { LocalDb } from './db.ts';
import { addFile } from './files.ts';
import { submit } from './outbox.ts';
import type { SyncDeps } from './transport.ts';
import { uploadPendingFiles } from './uploads.ts';

const mark = { flowId: 1, applicationId: 2, day: 3, present: true, markedAt: 1_700_000_000_000 };

describe('uploads', () => {
  it('wait while nobody is signed in: no request, so no 401 and no "sign in again"', async () => {
    const db = new LocalDb(`test-${crypto.randomUUID()}`);
    const file = await addFile(db, {
      draftId: 'd',
      field: 'photos',
      kind: 'photo',
      name: 'p.jpg',
      mime: 'image/jpeg',
      bytes: new Uint8Array([1, 2, 3]).buffer,
    });
    await submit(db, {
      id: 'd',
      kind: 'test',
      data: {},
      step: 0,
      name: 'attendance.mark',
      args: mark,
      fileIds: [file.id],
    });
    let requests = 0;
    const deps: SyncDeps = {
      fetch: () => {
        requests++;
        return Promise.resolve(new Response(null, { status: 401 }));
      },
      getToken: () => null,
      getLocale: () => 'kk',
      now: () => Date.now(),
      random: () => 0.5,
    };
    expect(await uploadPendingFiles(db, deps)).toEqual({ outcome: 'idle' });
    expect(requests).toBe(0);
    expect((await db.files.get(file.id))?.status).toBe('pending');
  });
});
