/**
 * Helpers for the sync fault-injection suite: a real server with the test-only `test.note` mutation,
 * a signed-in page, records queued exactly as `submit()` queues them, and the server's view read
 * straight from its SQLite file.
 */
import Database from 'better-sqlite3';
import type { Page } from '@playwright/test';
import { join } from 'node:path';
import { E2E_ADMIN, startServer, type RunningServer } from '../support/server.ts';

export const startSyncServer = () => startServer({ entry: 'tests/support/test-server.ts' });

export async function signIn(page: Page, server: RunningServer) {
  const res = await fetch(`${server.url}/api/auth/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(E2E_ADMIN),
  });
  const { data } = (await res.json()) as { data: { token: string; user: unknown } };
  await page.goto(`${server.url}/ru`);
  await page.evaluate(({ token, user }) => {
    localStorage.setItem('qaryzsyz.token', JSON.stringify(token));
    localStorage.setItem('qaryzsyz.user', JSON.stringify(user));
    localStorage.setItem('qaryzsyz.locale', JSON.stringify('ru'));
  }, data);
  await page.reload();
  await page.getByTestId('sync-badge').waitFor();
  return data.token;
}

export interface NoteInput {
  text: string;
  file?: { sizeBytes: number };
  /** Another mutation than `test.note` (the bench queues real `registration.submit` records). */
  mutation?: { name: string; args: unknown };
}

/** Queues records in the page's IndexedDB in one transaction, as src/sync/outbox.ts `submit` does. */
export async function queueNotes(page: Page, notes: NoteInput[]): Promise<{ ids: string[]; fileIds: string[] }> {
  return page.evaluate(async (notes) => {
    const files: Record<string, unknown>[] = [];
    for (const n of notes) {
      if (!n.file) continue;
      const bytes = new Uint8Array(n.file.sizeBytes);
      let x = 12345;
      for (let i = 0; i < bytes.length; i++) bytes[i] = (x = (x * 1103515245 + 12345) >>> 0) >>> 24;
      bytes.set([0x25, 0x50, 0x44, 0x46, 0x2d], 0); // %PDF-
      const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', bytes));
      const sha256 = [...digest].map((b) => b.toString(16).padStart(2, '0')).join('');
      files.push({
        id: crypto.randomUUID(),
        field: 'doc',
        kind: 'document',
        name: 'scan.pdf',
        mime: 'application/pdf',
        size: bytes.length,
        sha256,
        bytes: bytes.buffer,
        uploadedBytes: 0,
        status: 'pending',
        createdAt: Date.now(),
      });
    }
    return new Promise<{ ids: string[]; fileIds: string[] }>((resolve, reject) => {
      const open = indexedDB.open('qaryzsyz');
      open.onerror = () => reject(open.error);
      open.onsuccess = () => {
        const db = open.result;
        const tx = db.transaction(['drafts', 'outbox', 'meta', 'files'], 'readwrite');
        const ids: string[] = [];
        const get = tx.objectStore('meta').get('nextMutationId');
        get.onsuccess = () => {
          let next = (get.result?.value as number | undefined) ?? 1;
          const now = Date.now();
          let fileIndex = 0;
          for (const n of notes) {
            const id = crypto.randomUUID();
            ids.push(id);
            const file = n.file ? files[fileIndex++]! : undefined;
            if (file) tx.objectStore('files').put({ ...file, draftId: id });
            tx.objectStore('drafts').put({
              id,
              kind: 'test',
              data: { name: n.text },
              step: 0,
              status: 'queued',
              createdAt: now,
              updatedAt: now,
              mutationId: next,
            });
            tx.objectStore('outbox').add({
              mutationId: next,
              name: n.mutation?.name ?? (file ? 'test.with_file' : 'test.note'),
              args: n.mutation?.args ?? (file ? { recordId: id, fileId: file.id } : { recordId: id, text: n.text }),
              createdAt: now,
              status: 'pending',
              attempts: 0,
              nextAttemptAt: 0,
              fileIds: file ? [file.id] : [],
              draftId: id,
            });
            next++;
          }
          tx.objectStore('meta').put({ key: 'nextMutationId', value: next });
        };
        tx.oncomplete = () => (db.close(), resolve({ ids, fileIds: files.map((f) => f.id as string) }));
        tx.onerror = () => reject(tx.error);
      };
    });
  }, notes);
}

/** Drafts on the device by status, read from IndexedDB. */
export function deviceStatuses(page: Page): Promise<Record<string, number>> {
  return page.evaluate(
    () =>
      new Promise<Record<string, number>>((resolve) => {
        const open = indexedDB.open('qaryzsyz');
        open.onsuccess = () => {
          const req = open.result.transaction('drafts').objectStore('drafts').getAll();
          req.onsuccess = () => {
            const out: Record<string, number> = {};
            for (const d of req.result as { status: string }[]) out[d.status] = (out[d.status] ?? 0) + 1;
            open.result.close();
            resolve(out);
          };
        };
      }),
  );
}

export function serverQuery<T>(server: RunningServer, sql: string, ...params: unknown[]): T[] {
  const db = new Database(join(server.dataDir, 'qaryzsyz.sqlite'), { readonly: true });
  try {
    return db.prepare(sql).all(...params) as T[];
  } finally {
    db.close();
  }
}

export const notesOnServer = (server: RunningServer, recordIds: string[]) =>
  serverQuery<{ record_id: string; text: string }>(
    server,
    `SELECT record_id, text FROM test_notes WHERE record_id IN (${recordIds.map(() => '?').join(',')})`,
    ...recordIds,
  );
