/**
 * What a clean stop leaves of the background queues: an import stopped between its batches keeps what it
 * committed and finishes at the next start without a row twice, and without the stop counting as one of
 * its attempts; a video job running at the stop goes back to the queue with its try given back.
 */
import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openDatabase } from '../../db/client.ts';
import { applications, contentMedia, importJobs, mediaTranscodes } from '../../db/schema.ts';
import { kickTranscodes, stopTranscodes } from '../../api/content/transcode-queue.ts';
import { resumeImports, stopImports } from '../../api/imports/queue.ts';
import { runJob } from '../../api/imports/run-job.ts';
import { queuedImport } from '../support/import-sheet.ts';
import { makeTestApp } from '../support/test-app.ts';

let t: ReturnType<typeof makeTestApp>;
beforeEach(() => (t = makeTestApp()));
afterEach(() => t.close());

const imported = () => t.db.select().from(applications).where(eq(applications.source, 'import')).all();

describe('a clean stop and the background queues', () => {
  it('an import stopped between batches resumes after them at the next start, each row once, the attempt given back', async () => {
    const { user } = await t.userWithRole('admin');
    const job = await queuedImport(t, user.id, 150);

    // The stop comes while no import runs: the queue starts nothing.
    await stopImports(t.db);
    await resumeImports(t.db, t.dir);
    expect(t.db.select().from(importJobs).get()).toMatchObject({ status: 'queued', attempts: 0 });

    // The stop comes after the first batch of 100 has committed.
    let asked = 0;
    await runJob(t.db, t.dir, job, () => ++asked > 1);
    expect(t.db.select().from(importJobs).get()).toMatchObject({ status: 'in_process', attempts: 0 });
    expect(imported()).toHaveLength(100);

    // The next start: a new process, a new connection to the same file, no stop pending.
    const restarted = openDatabase(t.db.$client.name);
    await resumeImports(restarted, t.dir);
    restarted.$client.close();
    expect(t.db.select().from(importJobs).get()).toMatchObject({ status: 'success', importedRows: 150, attempts: 1 });
    expect(imported()).toHaveLength(150);
  });

  it('a video job running at the stop goes back to the queue with its try given back, and nothing starts', async () => {
    t.db
      .insert(contentMedia)
      .values({ id: 'film', kind: 'video', mime: 'video/mp4', name: 'film.mp4', size: 10 })
      .run();
    t.db.insert(mediaTranscodes).values({ sourceId: 'film', status: 'running', tries: 1, progress: 40 }).run();
    stopTranscodes(t.db);
    await kickTranscodes(t.db, { dataDir: t.dir, timeoutMs: 1000 });
    expect(t.db.select().from(mediaTranscodes).get()).toMatchObject({ status: 'queued', tries: 0, progress: 0 });
  });
});
