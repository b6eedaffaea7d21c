/**
 * Undoing an import batch: what it created is deleted, what it updated gets back its exact rows from
 * before (ADR 084). Refused while anything downstream has touched one of its records since: a status
 * change, a flow or an enrolment, attendance, or any other edit (the target says what; ADR 093); the
 * refusal names those records.
 */
import { and, eq, inArray } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { importJobRows, importJobs } from '../../db/schema.ts';
import { audit } from '../lib/audit.ts';
import { maskIin } from '../../contract/application-values.ts';
import type { ImportUndoBlock } from '../../contract/imports.ts';
import type { Job } from './target.ts';
import { importTarget } from './targets/index.ts';

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
  const target = importTarget(job.target);
  const blocks: ImportUndoBlock[] = [];
  for (const r of written(db, job.id)) {
    const reasons = target.blockers(db, job, r);
    if (reasons.length) blocks.push({ row: r.row, name: r.name, iin: maskIin(r.iin), reasons });
  }
  return blocks;
}

/** In the caller's transaction, after undoBlocks found nothing. */
export function undoJob(tx: Tx, job: Job, by: number, ip: string | undefined) {
  const rows = written(tx, job.id);
  const target = importTarget(job.target);
  for (const r of rows.reverse()) target.restore(tx, r);
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
