/**
 * Which attempts count under a test's attempt limit: the ones started first, by the start time the server
 * believes (the device's clock inside the trust window, else the receipt; ADR 132), then by receipt — never by
 * which phone synced first. Each start that arrives replays the person's attempts of that test in that order;
 * a pass that stops counting (an earlier attempt arrived late) takes back what it gave — the lesson done by
 * it, the certificate it completed — and one that starts counting gives it, so the same attempts end in the
 * same result in any arrival order.
 */
import { and, asc, eq } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { learnAttempts, learnCertificates, learnProgress, learnTests } from '../../db/schema.ts';
import type { MutationContext } from '../sync/registry.ts';
import { countedPass, finished } from './certificate-issue.ts';
import { recordPass } from './pass.ts';
import { testVersion } from './test-versions.ts';

type Attempt = Pick<typeof learnAttempts.$inferSelect, 'id' | 'version' | 'overLimit'>;

/** The sequential rule: an attempt is over the limit its own version set when that many counted before it. */
export function overLimitInOrder(attempts: readonly Attempt[], limitOf: (version: number) => number | null) {
  let counted = 0;
  return attempts.map((a) => {
    const limit = limitOf(a.version);
    const over = limit !== null && counted >= limit;
    if (!over) counted += 1;
    return over;
  });
}

/** Replays the person's attempts of one test in the order they were started; returns whether any changed. */
export function recountAttempts(tx: Tx, userId: number, testId: number, at: Date, audit: MutationContext['audit']) {
  const attempts = tx
    .select({ id: learnAttempts.id, version: learnAttempts.version, overLimit: learnAttempts.overLimit })
    .from(learnAttempts)
    .where(and(eq(learnAttempts.testId, testId), eq(learnAttempts.userId, userId)))
    .orderBy(asc(learnAttempts.startedAt), asc(learnAttempts.startReceivedAt), asc(learnAttempts.id))
    .all();
  const limits = new Map<number, number | null>();
  const limitOf = (version: number) => {
    if (!limits.has(version)) limits.set(version, testVersion(tx, testId, version)?.attemptLimit ?? null);
    return limits.get(version)!;
  };
  const over = overLimitInOrder(attempts, limitOf);
  const changed = attempts.filter((a, i) => a.overLimit !== over[i]);
  for (const a of changed)
    tx.update(learnAttempts)
      .set({ overLimit: over[attempts.indexOf(a)] })
      .where(eq(learnAttempts.id, a.id))
      .run();
  if (changed.length) settlePasses(tx, userId, testId, at, audit);
  return changed.length > 0;
}

/** What a counted pass gives (ADR 114), held or taken back by whether one still counts. */
function settlePasses(tx: Tx, userId: number, testId: number, at: Date, audit: MutationContext['audit']) {
  const test = tx.select().from(learnTests).where(eq(learnTests.id, testId)).get();
  if (!test) return;
  const stillPassed = tx
    .select({ id: learnAttempts.id })
    .from(learnAttempts)
    .where(and(eq(learnAttempts.testId, testId), eq(learnAttempts.userId, userId), countedPass))
    .get();
  const certificate = tx
    .select()
    .from(learnCertificates)
    .where(and(eq(learnCertificates.userId, userId), eq(learnCertificates.courseId, test.courseId)))
    .get();
  if (stillPassed) {
    recordPass(tx, userId, test, at, audit);
    if (certificate?.revokedReason === 'attempts' && finished(tx, userId, test.courseId))
      setRevoked(tx, certificate, null, audit);
    return;
  }
  // A lesson with a test is done by passing it: with no counted pass left it is not done.
  if (test.lessonId !== null)
    tx.update(learnProgress)
      .set({ done: false, updatedAt: at })
      .where(and(eq(learnProgress.userId, userId), eq(learnProgress.lessonId, test.lessonId)))
      .run();
  if (certificate && certificate.revokedAt === null && !finished(tx, userId, test.courseId))
    setRevoked(tx, certificate, at, audit);
}

function setRevoked(
  tx: Tx,
  cert: typeof learnCertificates.$inferSelect,
  at: Date | null,
  audit: MutationContext['audit'],
) {
  const reason = at ? ('attempts' as const) : null;
  tx.update(learnCertificates)
    .set({ revokedAt: at, revokedReason: reason })
    .where(eq(learnCertificates.id, cert.id))
    .run();
  audit({
    action: at ? 'learn.certificate.revoke' : 'learn.certificate.reinstate',
    subjectType: 'learn_certificate',
    subjectId: cert.id,
    changedUserId: cert.userId,
    before: { revoked_at: cert.revokedAt?.toISOString() ?? null, revoked_reason: cert.revokedReason },
    after: { revoked_at: at?.toISOString() ?? null, revoked_reason: reason },
  });
}
