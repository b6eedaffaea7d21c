/**
 * Undoing an import batch: what it created is deleted, what it updated gets back its exact rows from
 * before (ADR 084). Refused while anything downstream has touched one of its records since: a status
 * change, a flow, attendance, or any other edit; the refusal names those records.
 */
import { and, eq, gt, inArray } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { attendanceMarks, importJobRows, importJobs } from '../../db/schema.ts';
import { audit } from '../lib/audit.ts';
import { maskIin } from '../schemas/application-values.ts';
import type { ImportUndoBlock } from '../schemas/imports.ts';
import { nextServerVersion } from '../sync/versions.ts';
import { deleteRaw, sameRow, snapshot, writeRaw } from './record-snapshot.ts';

type Job = typeof importJobs.$inferSelect;

const written = (db: Db | Tx, jobId: number) =>
  db
    .select()
    .from(importJobRows)
    .where(
      and(
        eq(importJobRows.jobId, jobId),
        eq(importJobRows.dry, false),
        inArray(importJobRows.outcome, ['create', 'update']),
      ),
    )
    .orderBy(importJobRows.row)
    .all();

export function undoBlocks(db: Db | Tx, job: Job): ImportUndoBlock[] {
  const blocks: ImportUndoBlock[] = [];
  for (const r of written(db, job.id)) {
    const now = snapshot(db as Tx, r.userId!, r.applicationId);
    const was = r.after!;
    const reasons: string[] = [];
    if (!now) reasons.push('imports.undo.gone');
    else {
      if (now.application?.status !== was.application?.status) reasons.push('imports.undo.status_changed');
      if (now.application?.flow_id !== was.application?.flow_id) reasons.push('imports.undo.flow_assigned');
    }
    // Attendance does not change the application's row, so it is looked up: any mark since the import.
    if (
      r.applicationId !== null &&
      db
        .select({ id: attendanceMarks.id })
        .from(attendanceMarks)
        .where(
          and(
            eq(attendanceMarks.applicationId, r.applicationId),
            gt(attendanceMarks.receivedAt, job.finishedAt ?? new Date(0)),
          ),
        )
        .get()
    )
      reasons.push('imports.undo.attendance');
    if (
      now &&
      !reasons.length &&
      !(sameRow(now.user, was.user) && sameRow(now.profile, was.profile) && sameRow(now.application, was.application))
    )
      reasons.push('imports.undo.changed');
    if (reasons.length) blocks.push({ row: r.row, name: r.name, iin: maskIin(r.iin), reasons });
  }
  return blocks;
}

/** In the caller's transaction, after undoBlocks found nothing. */
export function undoJob(tx: Tx, job: Job, by: number, ip: string | undefined) {
  const rows = written(tx, job.id);
  for (const r of rows.reverse()) {
    if (r.outcome === 'create') {
      if (r.applicationId !== null) deleteRaw(tx, 'application', r.applicationId);
      deleteRaw(tx, 'profile', r.userId!);
      deleteRaw(tx, 'user', r.userId!);
      continue;
    }
    const before = r.before!;
    writeRaw(tx, 'user', r.userId!, before.user);
    if (before.profile) writeRaw(tx, 'profile', r.userId!, before.profile);
    // Every column as it was, except the sync version, which moves on so that devices pull the restore.
    if (before.application)
      writeRaw(tx, 'application', r.applicationId!, { ...before.application, server_version: nextServerVersion(tx) });
  }
  const after = tx
    .update(importJobs)
    .set({ status: 'undone', undoneAt: new Date() })
    .where(eq(importJobs.id, job.id))
    .returning()
    .get();
  audit(tx, {
    action: 'import.undo',
    userId: by,
    subjectType: 'import_job',
    subjectId: job.id,
    before: {
      status: job.status,
      created: rows.filter((r) => r.outcome === 'create').length,
      updated: rows.filter((r) => r.outcome === 'update').length,
    },
    after: { status: after.status, undone_at: after.undoneAt },
    ...(ip ? { ip } : {}),
  });
}
