/**
 * The device's one IndexedDB database. Drafts, the outbox, file bytes and what pull brought live
 * here; what was sent stays until a verified off-site backup holds it (ADR 136). Clearing the browser
 * cache is the only way to lose them, and "This device" offers an export before that happens.
 */
import Dexie, { type Table } from 'dexie';
import type { FieldErrors } from '../../contract/errors.ts';

export type DraftStatus = 'draft' | 'queued' | 'sent' | 'rejected';

export interface DraftRow {
  id: string;
  kind: string;
  data: unknown;
  step: number;
  status: DraftStatus;
  createdAt: number;
  updatedAt: number;
  mutationId?: number;
  errors?: FieldErrors;
  entity?: { type: string; id: string | number };
  sentAt?: number;
  /**
   * For a sent record on a server that keeps off-site backups (ADR 136): `awaiting` until a verified
   * backup holds it (the device keeps it to send again after a restore), then `safe`.
   */
  backup?: 'awaiting' | 'safe';
}

/** `sent`: acknowledged, kept with its files until the server's safe mark passes it (src/sync/keep.ts). */
export type OutboxStatus = 'pending' | 'inflight' | 'rejected' | 'sent';

export interface OutboxRow {
  seq?: number;
  mutationId: number;
  name: string;
  args: unknown;
  createdAt: number;
  status: OutboxStatus;
  attempts: number;
  nextAttemptAt: number;
  lastError?: string;
  errors?: FieldErrors;
  fileIds: string[];
  draftId?: string;
  /** When the server acknowledged it (a `sent` row). */
  sentAt?: number;
}

export type FileStatus = 'pending' | 'uploading' | 'uploaded' | 'rejected' | 'done';

export interface FileRow {
  id: string;
  draftId?: string;
  field?: string;
  kind: string;
  name: string;
  mime: string;
  size: number;
  sha256: string;
  /**
   * ArrayBuffer, not Blob: Safari's IndexedDB loses Blobs. Null once a verified off-site backup holds the
   * record that references it (or, short of space, once the server holds it: src/sync/keep.ts).
   */
  bytes: ArrayBuffer | null;
  uploadUrl?: string;
  uploadedBytes: number;
  status: FileStatus;
  error?: string;
  createdAt: number;
}

export interface MetaRow {
  key: string;
  value: unknown;
}

export interface PulledRecord {
  type: string;
  id: string;
  version: number;
  data: unknown;
}

export class LocalDb extends Dexie {
  drafts!: Table<DraftRow, string>;
  outbox!: Table<OutboxRow, number>;
  files!: Table<FileRow, string>;
  meta!: Table<MetaRow, string>;
  pulled!: Table<PulledRecord, [string, string]>;

  constructor(name = 'qaryzsyz') {
    super(name);
    this.version(1).stores({
      drafts: 'id, kind, status, updatedAt',
      outbox: '++seq, &mutationId, status, draftId',
      files: 'id, draftId, status',
      meta: 'key',
      pulled: '[type+id], type, version',
    });
  }
}

export const db = new LocalDb();

/** Work to finish (pending autosaves) before this tab gives way to a newer version of the app. */
const beforeClose = new Set<() => Promise<void>>();
export const onBeforeClose = (flush: () => Promise<void>) => (beforeClose.add(flush), () => beforeClose.delete(flush));

// A newer tab is upgrading the schema: save what is pending, close, and reload into the new version,
// so the upgrade is never blocked and no keystroke is lost.
db.on('versionchange', () => {
  void Promise.allSettled([...beforeClose].map((f) => f())).finally(() => {
    db.close();
    if (typeof window !== 'undefined') window.location.reload();
  });
  return false;
});

/** A page's localStorage, or a stand-in in tests: where an offline form's last resort is written. */
export type RescueStore = Pick<Storage, 'getItem' | 'setItem' | 'removeItem' | 'key' | 'length'>;

/** The synchronous copy of a draft whose tab was hidden or closed before IndexedDB had it (offline-form.ts). */
export const rescueKey = (draftId: string) => `qaryzsyz.draft-rescue.${draftId}`;

export function pageStorage(): RescueStore | undefined {
  try {
    return globalThis.localStorage;
  } catch {
    return undefined; // storage disabled: IndexedDB alone
  }
}

/**
 * Rescued drafts (`only`: one of them) join the store as edits, never over a record already queued or
 * sent, and their copies are dropped. Run as the database opens, before anything reads a draft, so a
 * form choosing which draft to continue sees them.
 */
export async function takeRescuedDrafts(local: LocalDb, store: RescueStore | undefined, only?: string) {
  if (!store) return;
  const keys: string[] = [];
  try {
    if (only !== undefined) keys.push(rescueKey(only));
    else for (let i = 0; i < store.length; i++) if (store.key(i)?.startsWith(rescueKey(''))) keys.push(store.key(i)!);
  } catch {
    return;
  }
  for (const key of keys) {
    try {
      const raw = store.getItem(key);
      if (raw === null) continue;
      const d = JSON.parse(raw) as Pick<DraftRow, 'id' | 'kind' | 'data' | 'step'>;
      await local.transaction('rw', local.drafts, async () => {
        const existing = await local.drafts.get(d.id);
        if (existing && existing.status !== 'draft' && existing.status !== 'rejected') return;
        const now = Date.now();
        await local.drafts.put({
          ...existing,
          id: d.id,
          kind: d.kind,
          data: d.data,
          step: d.step,
          status: existing?.status ?? 'draft',
          createdAt: existing?.createdAt ?? now,
          updatedAt: now,
        });
      });
      store.removeItem(key);
    } catch (e) {
      console.error('rescued draft not stored', e); // kept: the next opening tries again
    }
  }
}

db.on('ready', (vip) => takeRescuedDrafts(vip as LocalDb, pageStorage()));
