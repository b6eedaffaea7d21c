/**
 * Runs one import job, as a dry run (mode dry: the full report, nothing written) or as the import
 * (mode real). Every row goes through import-row.ts: the target's schema and the same rules as a
 * tablet's form (ADR 093), then create or the duplicate strategy. Rows are committed in batches of 100,
 * each batch one transaction with its rows' results and the job's counters, so an import cut off
 * mid-way resumes after the last committed batch without doing a row twice.
 */
import { and, count, eq, sql } from 'drizzle-orm';
import { join } from 'node:path';
import type { Db } from '../../db/client.ts';
import { withPeopleSearchDeferred } from '../../db/deferred-people-search.ts';
import { importJobErrors, importJobRows, importJobs, users } from '../../db/schema.ts';
import { audit } from '../lib/audit.ts';
import type { ImportOutcome } from '../../contract/imports.ts';
import { headerIssues, proposeMapping } from './header-map.ts';
import { importRow, type RowContext } from './import-row.ts';
import { jobAuditSummary } from './job-audit.ts';
import { KatoIndex } from './kato-match.ts';
import { importTarget } from './targets/index.ts';
import { readSheet, SheetUnreadable, type SheetTable } from './read-sheet.ts';
import { log } from '../lib/logger.ts';

const BATCH = 100;
/** Runs a job may start; the count is stored before each run, so a crash mid-run counts too. */
export const MAX_IMPORT_ATTEMPTS = 3;
export const importFile = (dataDir: string, jobId: number, format: 'xlsx' | 'csv' = 'xlsx') =>
  join(dataDir, 'imports', `${jobId}.${format}`);

type Job = typeof importJobs.$inferSelect;

/** The plan a dry run checks and an import must match: a changed mapping, strategy or KATO pick needs a new dry run. */
export const planKey = (j: Pick<Job, 'mapping' | 'strategy' | 'katoPicks'>) =>
  JSON.stringify([j.mapping, j.strategy, Object.entries(j.katoPicks).sort()]);

/**
 * Ends the job with its counts read from its rows: a run that fails before its first batch (an unreadable
 * file) reports nothing imported, not the counts its dry run left on the job.
 */
function finish(db: Db, job: Job, patch: Partial<Job>) {
  const after = db
    .update(importJobs)
    .set({ ...counters(db, job.id), ...patch, finishedAt: new Date() })
    .where(eq(importJobs.id, job.id))
    .returning()
    .get();
  audit(db, {
    action: 'import.finish',
    userId: job.createdBy,
    subjectType: 'import_job',
    subjectId: job.id,
    before: jobAuditSummary(job),
    after: jobAuditSummary(after),
  });
}

function counters(db: Pick<Db, 'select'>, jobId: number) {
  const by = Object.fromEntries(
    db
      .select({ outcome: importJobRows.outcome, n: count() })
      .from(importJobRows)
      .where(eq(importJobRows.jobId, jobId))
      .groupBy(importJobRows.outcome)
      .all()
      .map((r) => [r.outcome, r.n]),
  ) as Partial<Record<ImportOutcome, number>>;
  return {
    createdRows: by.create ?? 0,
    updatedRows: by.update ?? 0,
    duplicateRows: by.duplicate ?? 0,
    errorRows: by.error ?? 0,
    importedRows: (by.create ?? 0) + (by.update ?? 0),
  };
}

/**
 * The server is stopping: the job stays in_process and resumes after its committed batches at the next
 * start; this run is not counted against its attempts, since the job did nothing wrong.
 */
function pause(db: Db, job: Job) {
  db.update(importJobs)
    .set({ attempts: sql`max(${importJobs.attempts} - 1, 0)` })
    .where(eq(importJobs.id, job.id))
    .run();
}

/** `stopping`: asked between batches; true ends the run early and resumably (api/imports/queue.ts). */
export async function runJob(db: Db, dataDir: string, queued: Job, stopping: () => boolean = () => false) {
  if (queued.attempts >= MAX_IMPORT_ATTEMPTS)
    return finish(db, queued, { status: 'error', failure: 'imports.failure.gave_up' });
  const resumed = queued.status === 'in_process';
  // Committed before the file is opened: if reading it takes the process down, the next start knows.
  const job = db
    .update(importJobs)
    .set({
      status: 'in_process',
      startedAt: queued.startedAt ?? new Date(),
      attempts: sql`${importJobs.attempts} + 1`,
    })
    .where(eq(importJobs.id, queued.id))
    .returning()
    .get();
  const dry = job.mode === 'dry';
  // A resumed import keeps the results of its committed batches (they are its undo record); anything else starts afresh.
  if (!resumed || dry) {
    db.delete(importJobErrors).where(eq(importJobErrors.jobId, job.id)).run();
    db.delete(importJobRows).where(eq(importJobRows.jobId, job.id)).run();
  }
  const creator = db.select().from(users).where(eq(users.id, job.createdBy)).get();
  let table: SheetTable;
  try {
    if (!creator) throw new SheetUnreadable('imports.failure.unreadable');
    table = await readSheet(importFile(dataDir, job.id, job.format), job.format);
  } catch (e) {
    if (!(e instanceof SheetUnreadable)) log.error({ err: e, jobId: job.id }, 'import file unreadable');
    const failure = e instanceof SheetUnreadable ? e.messageId : 'imports.failure.unreadable';
    return finish(db, job, { status: 'error', failure });
  }
  if (stopping()) return pause(db, job);
  // A job queued before mappings existed (or by a template upload) maps by the template's ids.
  const target = importTarget(job.target);
  const mapping = job.mapping ?? proposeMapping(target, table.headers);
  if (headerIssues(target, table.headers, mapping).some((i) => i.level === 'error'))
    return finish(db, job, { status: 'error', failure: 'imports.failure.no_columns' });
  const stored = db
    .select({ row: importJobRows.row, iin: importJobRows.iin })
    .from(importJobRows)
    .where(and(eq(importJobRows.jobId, job.id), eq(importJobRows.dry, false)))
    .all();
  const done = new Set(stored.map((s) => s.row));
  const ctx: RowContext = {
    job,
    creator: creator!,
    mapping,
    strategy: job.strategy,
    picks: job.katoPicks,
    kato: new KatoIndex(db),
    seen: new Map(stored.filter((s) => s.iin).map((s) => [`iin:${s.iin}`, s.row])),
    dry,
  };
  for (let i = 0; i < table.rows.length; i += BATCH) {
    // One commit per batch (the database syncs on every commit), with the job's counters in it.
    // The people a batch creates are indexed for search once, at its end (ADR 131).
    db.transaction((tx) =>
      withPeopleSearchDeferred(tx, () => {
        for (const r of table.rows.slice(i, i + BATCH)) {
          if (done.has(r.row)) continue;
          const out = importRow(tx, ctx, target, r);
          tx.insert(importJobRows)
            .values({
              jobId: job.id,
              row: r.row,
              outcome: out.outcome,
              dry,
              // Kept for the report: a name, not whatever a failing row's name column held.
              name: out.name?.slice(0, 200) ?? null,
              iin: out.iin,
              userId: out.userId ?? null,
              applicationId: out.applicationId ?? null,
              before: out.before ?? null,
              after: out.after ?? null,
              kato: out.kato.length ? out.kato : null,
            })
            .run();
          const errs = Object.entries(out.reasons).flatMap(([field, ids]) =>
            ids.map((message) => ({ jobId: job.id, row: r.row, field, message })),
          );
          if (errs.length) tx.insert(importJobErrors).values(errs).run();
        }
        tx.update(importJobs)
          .set({ totalRows: table.rows.length, ...counters(tx, job.id) })
          .where(eq(importJobs.id, job.id))
          .run();
      }),
    );
    // Let requests in between batches: a large file must not stall the tablets' pushes.
    await new Promise((r) => setImmediate(r));
    if (stopping()) return pause(db, job);
  }
  finish(db, job, {
    status: dry ? 'checked' : 'success',
    failure: null,
    mapping,
    totalRows: table.rows.length,
    ...counters(db, job.id),
    ...(dry ? { checkedPlan: planKey({ ...job, mapping }) } : {}),
  });
}
