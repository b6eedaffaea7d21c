/**
 * Runs one import job: every row goes through the registration schema and the same rules as a
 * tablet's registration (districtErrors, createApplicant: unique IIN and phone, KATO parents). Good
 * rows are imported even when others fail. Each row's application carries `import:<job>:<row>` as its
 * record id, so a job resumed after a crash skips the rows it already imported instead of counting
 * them twice or reporting them as duplicates.
 */
import { eq, sql } from 'drizzle-orm';
import { join } from 'node:path';
import type { Db, Tx } from '../../db/client.ts';
import { applications, importJobErrors, importJobs, users } from '../../db/schema.ts';
import { audit } from '../lib/audit.ts';
import { createApplicant, districtErrors } from '../registration/applicants.ts';
import { fieldErrors, type FieldErrors } from '../schemas/errors.ts';
import { registrationSchema } from '../schemas/registration.ts';
import { Rejection } from '../sync/registry.ts';
import { readSheet, SheetUnreadable, type SheetRow } from './read-sheet.ts';

const BATCH = 100;
/** Runs a job may start; the count is stored before each run, so a crash mid-run counts too. */
export const MAX_IMPORT_ATTEMPTS = 3;
export const importFile = (dataDir: string, jobId: number) => join(dataDir, 'imports', `${jobId}.xlsx`);
const recordId = (jobId: number, row: number) => `import:${jobId}:${row}`;

type Job = typeof importJobs.$inferSelect;
type Outcome = { imported: true } | { imported: false; errors: FieldErrors };

function importRow(
  db: Tx,
  job: Job,
  creator: typeof users.$inferSelect,
  r: SheetRow,
  seen: Map<string, number>,
): Outcome {
  const parsed = registrationSchema.safeParse(r.values);
  if (!parsed.success) return { imported: false, errors: fieldErrors(parsed.error) };
  const form = parsed.data;
  const first = seen.get(`iin:${form.iin}`) ?? seen.get(`phone:${form.phone}`);
  if (first !== undefined && first !== r.row) {
    const field = seen.get(`iin:${form.iin}`) !== undefined ? 'iin' : 'phone';
    return { imported: false, errors: { [field]: ['imports.row.duplicate_in_file'] } };
  }
  seen.set(`iin:${form.iin}`, r.row);
  seen.set(`phone:${form.phone}`, r.row);
  const scoped = districtErrors(creator, form);
  if (Object.keys(scoped).length) return { imported: false, errors: scoped };
  const id = recordId(job.id, r.row);
  const done = db.select({ id: applications.id }).from(applications).where(eq(applications.clientRecordId, id)).get();
  if (done) return { imported: true };
  try {
    // A savepoint per row: a rejected row leaves nothing behind, the batch's other rows stay.
    db.transaction((sp) => {
      const { user, application } = createApplicant(sp, {
        form,
        clientRecordId: id,
        registeredBy: creator.id,
        source: 'import',
        now: new Date(),
      });
      audit(sp, {
        action: 'import.row',
        userId: creator.id,
        subjectType: 'application',
        subjectId: application.id,
        changedUserId: user.id,
        after: { import_job_id: job.id, row: r.row, application, applicant: { id: user.id, name: user.name } },
      });
    });
    return { imported: true };
  } catch (e) {
    if (e instanceof Rejection) return { imported: false, errors: e.errors };
    throw e;
  }
}

function finish(db: Db, job: Job, patch: Partial<Job>) {
  const after = db
    .update(importJobs)
    .set({ ...patch, finishedAt: new Date() })
    .where(eq(importJobs.id, job.id))
    .returning()
    .get();
  audit(db, {
    action: 'import.finish',
    userId: job.createdBy,
    subjectType: 'import_job',
    subjectId: job.id,
    before: job,
    after,
  });
}

export async function runJob(db: Db, dataDir: string, queued: Job) {
  if (queued.attempts >= MAX_IMPORT_ATTEMPTS)
    return finish(db, queued, { status: 'error', failure: 'imports.failure.gave_up' });
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
  // A resumed job lists its errors afresh; rows it already imported are recognised by their record id.
  db.delete(importJobErrors).where(eq(importJobErrors.jobId, job.id)).run();
  const creator = db.select().from(users).where(eq(users.id, job.createdBy)).get();
  let rows: SheetRow[];
  try {
    if (!creator) throw new SheetUnreadable('imports.failure.unreadable');
    rows = await readSheet(importFile(dataDir, job.id));
  } catch (e) {
    if (!(e instanceof SheetUnreadable)) console.error(e);
    const failure = e instanceof SheetUnreadable ? e.messageId : 'imports.failure.unreadable';
    return finish(db, job, { status: 'error', failure });
  }
  const seen = new Map<string, number>();
  let imported = 0;
  let failed = 0;
  for (let i = 0; i < rows.length; i += BATCH) {
    // One commit per batch (the database syncs on every commit), with the job's counters in it.
    db.transaction((tx) => {
      for (const r of rows.slice(i, i + BATCH)) {
        const out = importRow(tx, job, creator!, r, seen);
        if (out.imported) imported++;
        else {
          failed++;
          const errs = Object.entries(out.errors).flatMap(([field, ids]) =>
            ids.map((message) => ({ jobId: job.id, row: r.row, field, message })),
          );
          tx.insert(importJobErrors).values(errs).run();
        }
      }
      tx.update(importJobs)
        .set({ totalRows: rows.length, importedRows: imported, errorRows: failed })
        .where(eq(importJobs.id, job.id))
        .run();
    });
    // Let requests in between batches: a large file must not stall the tablets' pushes.
    await new Promise((r) => setImmediate(r));
  }
  finish(db, job, { status: 'success', totalRows: rows.length, importedRows: imported, errorRows: failed });
}
