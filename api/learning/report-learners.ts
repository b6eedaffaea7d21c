/**
 * The course report's learners (ADR 103), a page at a time by user id: lessons done, the course's own
 * materials opened (ADR 125), attempts, the best final result, passed and finished. Each fact is read for
 * the page's user ids only, through indexes.
 */
import { and, asc, eq, gt, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  learnAttempts,
  learnCertificates,
  learnCourseProgress,
  learnCourses,
  learnEnrolments,
  learnProgress,
  learnTests,
  users,
} from '../../db/schema.ts';
import { katoNames } from '../reference/kato-names.ts';
import type { LearnerRow } from '../../contract/learning-report.ts';
import type { Locale } from '../../contract/locale.ts';

/** Enrolled learners after user id `after`, in the enrolment index's order, optionally of one region. */
function learnerPage(db: Db, courseId: number, q: { after: number; per_page: number; region_id?: number | undefined }) {
  const where: SQL[] = [
    eq(learnEnrolments.courseId, courseId),
    gt(learnEnrolments.userId, q.after),
    isNull(learnEnrolments.withdrawnAt),
  ];
  if (q.region_id !== undefined) where.push(eq(users.regionId, q.region_id));
  return db
    .select({ id: users.id, name: users.name, phone: users.phone, region: users.regionId, district: users.districtId })
    .from(learnEnrolments)
    .innerJoin(users, eq(users.id, learnEnrolments.userId))
    .where(and(...where))
    .orderBy(asc(learnEnrolments.userId))
    .limit(q.per_page)
    .all();
}

/** One page of learners with their lessons done, attempts, best final result, pass and certificate. */
export function courseLearners(
  db: Db,
  courseId: number,
  q: { after: number; per_page: number; region_id?: number | undefined },
  locale: Locale,
): { rows: LearnerRow[]; next: number | null } {
  const people = learnerPage(db, courseId, q);
  if (!people.length) return { rows: [], next: null };
  const ids = people.map((p) => p.id);
  const finalId =
    db
      .select({ id: learnTests.id })
      .from(learnTests)
      .where(and(eq(learnTests.courseId, courseId), sql`${learnTests.lessonId} is null`))
      .get()?.id ?? null;
  const testIds = db
    .select({ id: learnTests.id })
    .from(learnTests)
    .where(eq(learnTests.courseId, courseId))
    .all()
    .map((r) => r.id);
  const done = new Map(
    db
      .select({ u: learnProgress.userId, n: sql<number>`count(*)` })
      .from(learnProgress)
      .where(
        // By the page's users (primary key), not the course's whole progress: see areaCounts.
        and(
          inArray(learnProgress.userId, ids),
          sql`+${learnProgress.courseId} = ${courseId}`,
          eq(learnProgress.done, true),
        ),
      )
      .groupBy(learnProgress.userId)
      .all()
      .map((r) => [r.u, r.n]),
  );
  const attempts = testIds.length
    ? db
        .select({
          u: learnAttempts.userId,
          test: learnAttempts.testId,
          total: sql<number>`json_array_length(${learnAttempts.questionIds})`,
          correct: learnAttempts.correct,
          passed: learnAttempts.passed,
          counts: sql<number>`${learnAttempts.overLimit} = 0 and coalesce(${learnAttempts.review}, 'approved') = 'approved'`,
        })
        .from(learnAttempts)
        .where(and(inArray(learnAttempts.userId, ids), inArray(learnAttempts.testId, testIds)))
        .all()
    : [];
  // Only the course's current materials count: one the admin removed since is no longer "of" the course.
  const materials = new Set(
    (
      db.select({ m: learnCourses.materials }).from(learnCourses).where(eq(learnCourses.id, courseId)).get()?.m ?? []
    ).map((m) => m.media_id),
  );
  const courseOpened = new Map(
    materials.size
      ? db
          .select({ u: learnCourseProgress.userId, ids: learnCourseProgress.materialsOpened })
          .from(learnCourseProgress)
          .where(and(inArray(learnCourseProgress.userId, ids), eq(learnCourseProgress.courseId, courseId)))
          .all()
          .map((r) => [r.u, r.ids.filter((id) => materials.has(id)).length])
      : [],
  );
  const certified = new Set(
    db
      .select({ u: learnCertificates.userId })
      .from(learnCertificates)
      .where(
        and(
          inArray(learnCertificates.userId, ids),
          eq(learnCertificates.courseId, courseId),
          sql`${learnCertificates.revokedAt} is null`,
        ),
      )
      .all()
      .map((r) => r.u),
  );
  const names = katoNames(
    people.flatMap((p) => [p.region, p.district]),
    locale,
  );
  const rows = people.map((p): LearnerRow => {
    const mine = attempts.filter((a) => a.u === p.id);
    const graded = mine.filter((a) => a.test === finalId && a.correct !== null);
    const best = graded.reduce<(typeof graded)[number] | null>((b, a) => (!b || a.correct! > b.correct! ? a : b), null);
    return {
      user_id: p.id,
      name: p.name,
      phone: p.phone,
      region: (p.region !== null && names.get(p.region)) || '',
      district: (p.district !== null && names.get(p.district)) || '',
      lessons_done: done.get(p.id) ?? 0,
      course_materials: materials.size ? `${courseOpened.get(p.id) ?? 0} / ${materials.size}` : null,
      attempts: mine.length,
      best: best ? `${best.correct} / ${best.total}` : null,
      passed: graded.some((a) => a.passed && a.counts),
      finished: certified.has(p.id),
    };
  });
  return { rows, next: people.length === q.per_page ? people.at(-1)!.id : null };
}
