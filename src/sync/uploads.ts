/**
 * Uploads the files of waiting records with tus, in 512 KB chunks. The upload URL is kept in
 * IndexedDB, so after a reload or a dropped link the upload resumes from the server's offset.
 * The progress a person sees moves while bytes go out, and after a cut it shows what the server holds:
 * a compressed photo is one chunk, so chunk ends alone would show 0 % until the whole photo is in.
 */
import { Upload, type DetailedError } from 'tus-js-client';
import type { FileRow, LocalDb } from './db.ts';
import { classify, parseRetryAfter, type Outcome } from './backoff.ts';
import { authHeaders, type SyncDeps } from './transport.ts';
import { routeUrl } from './api-routes.ts';

export const CHUNK_SIZE = 512 * 1024;
/** How far the bar must move before it is written down: a few writes per chunk, not one per packet. */
const PROGRESS_STEP = 32 * 1024;

export interface UploadOutcome {
  outcome: Outcome | 'idle';
  retryAfter?: number;
}

export async function filesToSend(db: LocalDb): Promise<FileRow[]> {
  const rows = await db.outbox.where('status').anyOf('pending', 'inflight').toArray();
  const ids = [...new Set(rows.sort((a, b) => a.mutationId - b.mutationId).flatMap((r) => r.fileIds))];
  const files = await db.files.bulkGet(ids);
  return files.filter((f): f is FileRow => !!f && !!f.bytes && (f.status === 'pending' || f.status === 'uploading'));
}

function sendOne(db: LocalDb, deps: SyncDeps, file: FileRow): Promise<UploadOutcome> {
  let accepted = file.uploadedBytes; // what the server has confirmed
  let shown = accepted;
  const show = (bytes: number) => {
    shown = bytes;
    return db.files.update(file.id, { uploadedBytes: bytes });
  };
  return new Promise((resolve) => {
    const upload: Upload = new Upload(new Blob([file.bytes!], { type: file.mime }), {
      endpoint: new URL(routeUrl('/files/*'), self.location.origin).href,
      uploadUrl: file.uploadUrl ?? null,
      chunkSize: CHUNK_SIZE,
      retryDelays: null, // the engine owns retries and their backoff
      storeFingerprintForResuming: false,
      metadata: { id: file.id, sha256: file.sha256, mime: file.mime, name: file.name, kind: file.kind },
      headers: authHeaders(deps),
      onUploadUrlAvailable: () =>
        void db.files.update(file.id, { uploadUrl: upload.url ?? undefined, status: 'uploading' }),
      onProgress: (sent) => void (Math.abs(sent - shown) >= PROGRESS_STEP && show(sent)),
      onChunkComplete: (_chunk, total) => void show((accepted = total)),
      // Resuming asks the server where it stopped (HEAD): bytes of a cut chunk may already be there.
      onAfterResponse: (req, res) => {
        const offset = Number(res.getHeader('Upload-Offset') ?? NaN);
        if (req.getMethod() === 'HEAD' && Number.isSafeInteger(offset)) void show((accepted = offset));
      },
      onSuccess: () =>
        void db.files
          .update(file.id, { status: 'uploaded', uploadedBytes: file.size })
          .then(() => resolve({ outcome: 'ok' })),
      onError: (err) => {
        const res = (err as DetailedError).originalResponse ?? null;
        const status = res ? res.getStatus() : 'network';
        const outcome = classify(status);
        if (status === 409) {
          // Already complete on the server (an earlier attempt finished but its answer was lost).
          void db.files
            .update(file.id, { status: 'uploaded', uploadedBytes: file.size })
            .then(() => resolve({ outcome: 'ok' }));
        } else if (outcome === 'refused' || outcome === 'too-large') {
          let code = 'files.wrong_type';
          try {
            code = (JSON.parse(res!.getBody()) as { code?: string }).code ?? code;
          } catch {
            /* keep the generic reason */
          }
          void db.files
            .update(file.id, { status: 'rejected', error: code, uploadUrl: undefined })
            .then(() => resolve({ outcome: 'ok' }));
        } else {
          const retryAfter = parseRetryAfter(res?.getHeader('Retry-After') ?? null);
          // Bytes sent but never confirmed are not on the server: the bar goes back to what is.
          void show(accepted).then(() => resolve({ outcome, ...(retryAfter !== undefined ? { retryAfter } : {}) }));
        }
      },
    });
    upload.start();
  });
}

export async function uploadPendingFiles(db: LocalDb, deps: SyncDeps): Promise<UploadOutcome> {
  // Uploads belong to an account: a villager's photos wait until her contest account step has signed
  // her in, instead of drawing a 401 and a "sign in again" meant for staff.
  if (!deps.getToken()) return { outcome: 'idle' };
  const files = await filesToSend(db);
  for (const f of files) {
    const r = await sendOne(db, deps, f);
    if (r.outcome !== 'ok') return r;
  }
  return { outcome: files.length ? 'ok' : 'idle' };
}
