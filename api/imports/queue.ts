/**
 * The import queue lives in the server process: one job at a time per database, oldest first. Jobs
 * are rows in import_jobs, so a job queued or half-done when the process died is picked up again at
 * the next start (resumeImports in api/start.ts).
 */
import { asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { importJobs } from '../../db/schema.ts';
import { runJob } from './run-job.ts';
import { noteIfDiskFull } from '../lib/disk-full.ts';
import { log } from '../lib/logger.ts';

const draining = new WeakMap<Db, Promise<void>>();
/** Databases whose server is shutting down: no job starts, the running one stops after its batch. */
const stopping = new WeakSet<Db>();

async function drain(db: Db, dataDir: string) {
  for (;;) {
    if (stopping.has(db)) return void draining.delete(db);
    const next = db
      .select()
      .from(importJobs)
      .where(inArray(importJobs.status, ['queued', 'in_process']))
      .orderBy(asc(importJobs.id))
      .get();
    if (!next) {
      // In the same tick as the empty check, so a job queued right now starts a new drain.
      draining.delete(db);
      return;
    }
    try {
      await runJob(db, dataDir, next, () => stopping.has(db));
    } catch (e) {
      // The database closed under the job (a stop that outlasted its grace): it resumes at the next start.
      if (!db.$client.open) return void draining.delete(db);
      // No room to write: the job keeps its committed batches and goes on at the next start or the next
      // import queued, instead of ending as an error the file did not cause.
      if (noteIfDiskFull(db.$client, e)) {
        log.error({ err: e, jobId: next.id }, 'import paused: the disk is full');
        return void draining.delete(db);
      }
      // A bug, not a bad file: the job ends as error rather than being retried forever.
      log.error({ err: e, jobId: next.id }, 'import job failed');
      db.update(importJobs)
        .set({ status: 'error', failure: 'imports.failure.internal', finishedAt: new Date() })
        .where(eq(importJobs.id, next.id))
        .run();
    }
  }
}

/** Starts working through waiting jobs unless that is already happening. */
export function kickImports(db: Db, dataDir: string): Promise<void> {
  const running = draining.get(db);
  if (running) return running;
  const p = new Promise<void>((resolve) => setImmediate(() => void drain(db, dataDir).then(resolve)));
  draining.set(db, p);
  return p;
}

/** At server start: queued and interrupted jobs run again. */
export const resumeImports = kickImports;

/** Resolves when no import is running (tests and shutdown). */
export const importsIdle = (db: Db) => draining.get(db) ?? Promise.resolve();

/**
 * Shutdown: no job starts any more and the running one stops after the batch it is in, its state as a
 * crash would leave it minus the crash (resumeImports picks it up at the next start). Resolves once idle.
 */
export function stopImports(db: Db): Promise<void> {
  stopping.add(db);
  return importsIdle(db);
}
