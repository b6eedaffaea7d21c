/**
 * Attempts waiting for a person (ADR 114): a passed attempt whose times were implausible counts only once
 * an admin approves it. `GET /api/courses/{id}/attempts/review` lists the course's waiting attempts with
 * the device's raw times beside the server's receipts and the reasons; `POST
 * /api/courses/attempts/{id}/review` {decision} approves (the pass counts: lesson done, certificate) or
 * rejects (kept, never counted). Admins decide; every decision is in the user-action log.
 */
import { and, asc, eq, inArray } from 'drizzle-orm';
import { Hono } from 'hono';
import { z } from 'zod';
import { learnAttempts, learnLessons, learnTests, users } from '../../db/schema.ts';
import type { AppEnv } from '../context.ts';
import { audit } from '../lib/audit.ts';
import { validate, validationFailed } from '../lib/validate.ts';
import { requireRole } from '../middleware/auth.ts';
import { attemptReviewInput } from '../../contract/learning.ts';
import { pickLocalized } from '../../contract/locale.ts';
import type { MutationContext } from '../sync/registry.ts';
import { recordPass } from './pass.ts';
import { notFound } from '../lib/problem.ts';

const idParam = z.object({ id: z.coerce.number().int().positive() });
const attemptParam = z.object({ id: z.uuid('validation.invalid') });
/** A course's waiting attempts are few; the list shows the oldest this many. */
const REVIEW_PAGE = 200;
const iso = (d: Date | null) => (d ? d.toISOString() : null);

export const learningReviews = new Hono<AppEnv>()
  .get('/:id{[0-9]+}/attempts/review', requireRole('admin', 'expert'), validate('param', idParam), (c) => {
    const { db, locale, t } = c.var;
    const tests = db
      .select({ id: learnTests.id, lesson: learnLessons.title })
      .from(learnTests)
      .leftJoin(learnLessons, eq(learnLessons.id, learnTests.lessonId))
      .where(eq(learnTests.courseId, c.req.valid('param').id))
      .all();
    if (!tests.length) return c.json({ data: [] });
    const label = new Map(tests.map((x) => [x.id, x.lesson ? pickLocalized(x.lesson, locale) : t('learn.final_test')]));
    // The partial index on waiting attempts by test: nothing else of a test's attempts is read.
    const rows = db
      .select({ a: learnAttempts, name: users.name, phone: users.phone })
      .from(learnAttempts)
      .innerJoin(users, eq(users.id, learnAttempts.userId))
      .where(
        and(
          inArray(
            learnAttempts.testId,
            tests.map((x) => x.id),
          ),
          eq(learnAttempts.review, 'pending'),
        ),
      )
      .orderBy(asc(learnAttempts.submitReceivedAt))
      .limit(REVIEW_PAGE)
      .all();
    return c.json({
      data: rows.map(({ a, name, phone }) => ({
        id: a.id,
        test: label.get(a.testId)!,
        name,
        phone,
        correct: a.correct,
        total: a.questionIds.length,
        pass_count: a.passCount,
        reasons: a.flagReasons,
        device_started_at: iso(a.deviceStartedAt),
        start_received_at: iso(a.startReceivedAt),
        device_submitted_at: iso(a.deviceSubmittedAt),
        submit_received_at: iso(a.submitReceivedAt),
      })),
    });
  })
  .post(
    '/attempts/:id/review',
    requireRole('admin'),
    validate('param', attemptParam),
    validate('json', attemptReviewInput),
    (c) => {
      const { db, user, ip } = c.var;
      const { decision } = c.req.valid('json');
      const attempt = db
        .select()
        .from(learnAttempts)
        .where(eq(learnAttempts.id, c.req.valid('param').id))
        .get();
      if (!attempt) throw notFound();
      if (attempt.review !== 'pending') return validationFailed(c, { decision: ['learn.errors.already_reviewed'] });
      const now = new Date();
      db.transaction((tx) => {
        tx.update(learnAttempts)
          .set({ review: decision, reviewedBy: user!.id, reviewedAt: now })
          .where(eq(learnAttempts.id, attempt.id))
          .run();
        const log: MutationContext['audit'] = (e) => audit(tx, { ...e, userId: user!.id, ip });
        log({
          action: 'learn.attempt.review',
          subjectType: 'learn_attempt',
          subjectId: attempt.id,
          changedUserId: attempt.userId,
          before: { review: 'pending' },
          after: { review: decision, reasons: attempt.flagReasons },
        });
        if (decision === 'approved') {
          const test = tx.select().from(learnTests).where(eq(learnTests.id, attempt.testId)).get()!;
          recordPass(tx, attempt.userId, test, now, log);
        }
      });
      return c.json({ data: { id: attempt.id, review: decision } });
    },
  );
