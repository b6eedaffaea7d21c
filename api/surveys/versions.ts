/**
 * Publishing freezes the working definition as the next version and withdraws the one before it;
 * withdrawing stops new answers. Answers already given keep their version number (ADR 078).
 */
import { and, desc, eq, isNull } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { surveys, surveyVersions } from '../../db/schema.ts';

type Survey = typeof surveys.$inferSelect;

export function publish(tx: Tx, survey: Survey, now: Date): number {
  const last = tx
    .select({ version: surveyVersions.version })
    .from(surveyVersions)
    .where(eq(surveyVersions.surveyId, survey.id))
    .orderBy(desc(surveyVersions.version))
    .get();
  const version = (last?.version ?? 0) + 1;
  withdraw(tx, survey.id, now);
  tx.insert(surveyVersions)
    .values({ surveyId: survey.id, version, title: survey.title, definition: survey.draft, publishedAt: now })
    .run();
  tx.update(surveys).set({ currentVersion: version, updatedAt: now }).where(eq(surveys.id, survey.id)).run();
  return version;
}

export function withdraw(tx: Tx, surveyId: number, now: Date) {
  tx.update(surveyVersions)
    .set({ withdrawnAt: now })
    .where(and(eq(surveyVersions.surveyId, surveyId), isNull(surveyVersions.withdrawnAt)))
    .run();
  tx.update(surveys).set({ currentVersion: null, updatedAt: now }).where(eq(surveys.id, surveyId)).run();
}
