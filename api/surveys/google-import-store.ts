/**
 * The Google Forms import end to end: the file is read in a worker (google-import.ts), off the event
 * loop, and what it planned is stored here in one transaction, publishing a new version when the
 * definition grew (ADR 081).
 */
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { surveyResponses, surveys } from '../../db/schema.ts';
import { runWorker, WorkerFailed } from '../lib/worker-run.ts';
import type { FieldErrors } from '../../contract/errors.ts';
import type { GoogleImportPlan } from './google-import.ts';
import { publish } from './versions.ts';

type Survey = typeof surveys.$inferSelect;

/** A 1 MB file of 5,000 rows reads in well under a second; these stop anything else. */
const WORKER_LIMITS = { heapMb: 256, timeoutMs: 60_000 };

export type ImportResult =
  | { errors: FieldErrors }
  | { imported: number; duplicates: number; version: number; added: string[]; mapping: Record<string, string | null> };

export async function importGoogleCsv(
  db: Db,
  survey: Survey,
  csv: string,
  chosen: Record<string, string | null>,
  userId: number,
): Promise<ImportResult> {
  let plan: GoogleImportPlan;
  try {
    plan = await runWorker<GoogleImportPlan>(
      new URL('./google-import-worker.ts', import.meta.url),
      { surveyId: survey.id, draft: survey.draft, saved: survey.importMap ?? {}, csv, chosen, now: Date.now() },
      WORKER_LIMITS,
    );
  } catch (e) {
    if (!(e instanceof WorkerFailed)) throw e;
    return { errors: { csv: ['survey.errors.import_too_large'] } };
  }
  if ('errors' in plan) return plan;
  const ready = plan;
  return db.transaction((tx) => {
    tx.update(surveys)
      .set({ draft: ready.def, importMap: { ...(survey.importMap ?? {}), ...ready.mapping } })
      .where(eq(surveys.id, survey.id))
      .run();
    const fresh = tx.select().from(surveys).where(eq(surveys.id, survey.id)).get()!;
    const version =
      ready.changed || fresh.currentVersion === null ? publish(tx, fresh, new Date()) : fresh.currentVersion;
    let imported = 0;
    for (const r of ready.rows)
      imported += tx
        .insert(surveyResponses)
        .values({
          clientRecordId: r.clientRecordId,
          surveyId: survey.id,
          version,
          type: survey.type,
          answers: r.answers,
          score: r.score,
          maxScore: r.maxScore,
          debt: r.debt,
          source: 'import',
          collectedBy: userId,
          createdAt: new Date(r.createdAt),
        })
        .onConflictDoNothing()
        .run().changes;
    return { imported, duplicates: ready.rows.length - imported, version, added: ready.added, mapping: ready.mapping };
  });
}
