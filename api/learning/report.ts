/**
 * One course's report (ADR 103). Every figure counts enrolled learners, so the areas add up to the
 * course's totals: started (a lesson's progress, a course material opened, or an attempt), finished (a
 * valid certificate), took the final test (a submitted attempt), passed it (any attempt passed: the best
 * counts); the learners' page is report-learners.ts. Each learner
 * is looked up through indexes (enrolment → user, progress by user, attempts by user and test,
 * certificates by user and course), so the cost grows with the course's learners, not the database.
 * Per question: the share answered right over submitted attempts, hardest first, each attempt graded by
 * the test version it was taken on (ADR 114).
 */
import { and, asc, eq, inArray, isNotNull, isNull, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  learnAttemptAnswers,
  learnAttempts,
  learnCertificates,
  learnCourseProgress,
  learnEnrolments,
  learnLessons,
  learnProgress,
  learnTests,
  learnTestVersions,
  users,
  type TestQuestion,
} from '../../db/schema.ts';
import type { Translate } from '../lib/i18n.ts';
import { katoNames } from '../reference/kato-names.ts';
import type { AnswerRow, AreaRow, QuestionRow } from '../../contract/learning-report.ts';
import { pickLocalized, type Locale } from '../../contract/locale.ts';
import { answeredRight } from './grade.ts';

/** Percent with one decimal, or null when nothing was counted. */
const percent = (n: number, of: number) => (of ? Math.round((n / of) * 1000) / 10 : null);

function courseTests(db: Db, courseId: number, locale: Locale, t: Translate) {
  const rows = db
    .select({ test: learnTests, lesson: learnLessons.title, position: learnLessons.position })
    .from(learnTests)
    .leftJoin(learnLessons, eq(learnLessons.id, learnTests.lessonId))
    .where(eq(learnTests.courseId, courseId))
    .all();
  return rows.map((r) => ({
    ...r.test,
    label: r.lesson ? pickLocalized(r.lesson, locale) : t('learn.final_test'),
  }));
}

/** Enrolled learners grouped by their registration region (or, within a region, district). */
function areaCounts(db: Db, courseId: number, finalId: number | null, testIds: number[], regionId?: number) {
  const user = sql`${learnEnrolments.userId}`;
  const anyTest = testIds.length
    ? sql.join(
        testIds.map((id) => sql`${id}`),
        sql`, `,
      )
    : sql`NULL`;
  const final = finalId ?? -1;
  const area = regionId === undefined ? users.regionId : users.districtId;
  // A withdrawn learner is no longer counted (ADR 116).
  const where: SQL[] = [eq(learnEnrolments.courseId, courseId), isNull(learnEnrolments.withdrawnAt)];
  if (regionId !== undefined) where.push(eq(users.regionId, regionId));
  return db
    .select({
      kato: area,
      enrolled: sql<number>`count(*)`,
      // `+p.course_id` keeps SQLite on the learner's own rows (primary key by user): by the course index it
      // would walk the whole course's progress once per learner.
      started: sql<number>`sum(exists(select 1 from ${learnProgress} p where p.user_id = ${user} and +p.course_id = ${courseId})
        or exists(select 1 from ${learnCourseProgress} cp where cp.user_id = ${user} and cp.course_id = ${courseId})
        or exists(select 1 from ${learnAttempts} a where a.user_id = ${user} and a.test_id in (${anyTest})))`,
      finished: sql<number>`sum(exists(select 1 from ${learnCertificates} c
        where c.user_id = ${user} and c.course_id = ${courseId} and c.revoked_at is null))`,
      took: sql<number>`sum(exists(select 1 from ${learnAttempts} a
        where a.user_id = ${user} and a.test_id = ${final} and a.submitted_at is not null))`,
      // A pass that counts (ADR 114): not over the limit, not waiting for or refused on review.
      passed: sql<number>`sum(exists(select 1 from ${learnAttempts} a
        where a.user_id = ${user} and a.test_id = ${final} and a.passed = 1 and a.over_limit = 0
        and (a.review is null or a.review = 'approved')))`,
    })
    .from(learnEnrolments)
    .innerJoin(users, eq(users.id, learnEnrolments.userId))
    .where(and(...where))
    .groupBy(area)
    .all();
}

/**
 * The test versions the given attempts were taken on, by test and version, so each attempt is graded by
 * the version it saw (ADR 114). Only the versions in use are read.
 */
function testVersions(db: Db, attempts: { testId: number; version: number }[]) {
  const byTest = new Map<number, Map<number, Map<string, TestQuestion>>>();
  const wanted = new Map<number, Set<number>>();
  for (const a of attempts) wanted.set(a.testId, (wanted.get(a.testId) ?? new Set()).add(a.version));
  for (const [testId, numbers] of wanted) {
    const rows = db
      .select({ version: learnTestVersions.version, questions: learnTestVersions.questions })
      .from(learnTestVersions)
      .where(and(eq(learnTestVersions.testId, testId), inArray(learnTestVersions.version, [...numbers])))
      .all();
    byTest.set(testId, new Map(rows.map((v) => [v.version, new Map(v.questions.map((q) => [q.id, q]))])));
  }
  return byTest;
}

/** Per question of every test of the course: asked (drawn in a submitted attempt) and answered right. */
function questionRows(db: Db, tests: ReturnType<typeof courseTests>, locale: Locale): QuestionRow[] {
  const out: QuestionRow[] = [];
  for (const test of tests) {
    const stats = new Map(test.questions.map((q) => [q.id, { asked: 0, right: 0 }]));
    const submitted = and(eq(learnAttempts.testId, test.id), isNotNull(learnAttempts.submittedAt));
    for (const a of db.select({ ids: learnAttempts.questionIds }).from(learnAttempts).where(submitted).all())
      for (const q of a.ids) {
        const s = stats.get(q);
        if (s) s.asked++;
      }
    const current = new Map(test.questions.map((q) => [q.id, q]));
    const answers = db
      .select({ q: learnAttemptAnswers.questionId, ids: learnAttemptAnswers.answerIds, version: learnAttempts.version })
      .from(learnAttemptAnswers)
      .innerJoin(learnAttempts, eq(learnAttempts.id, learnAttemptAnswers.attemptId))
      .where(submitted)
      .all();
    const versions = testVersions(
      db,
      answers.map((a) => ({ testId: test.id, version: a.version })),
    ).get(test.id);
    for (const a of answers) {
      const q = (versions?.get(a.version) ?? current).get(a.q);
      if (q && stats.has(a.q) && answeredRight(q, new Set(a.ids))) stats.get(a.q)!.right++;
    }
    for (const q of test.questions) {
      const s = stats.get(q.id)!;
      out.push({
        test_id: test.id,
        test: test.label,
        id: q.id,
        text: pickLocalized(q.text, locale),
        asked: s.asked,
        right: s.right,
        share_right: percent(s.right, s.asked),
      });
    }
  }
  // Hardest first; questions nobody was asked yet go last.
  return out.sort((x, y) => (x.share_right ?? 101) - (y.share_right ?? 101));
}

export function courseReport(db: Db, courseId: number, regionId: number | undefined, locale: Locale, t: Translate) {
  const tests = courseTests(db, courseId, locale, t);
  const finalId = tests.find((x) => x.lessonId === null)?.id ?? null;
  const testIds = tests.map((x) => x.id);
  const regions = areaCounts(db, courseId, finalId, testIds);
  const sum = (k: 'enrolled' | 'started' | 'finished' | 'took' | 'passed') =>
    regions.reduce((s, r) => s + (r[k] ?? 0), 0);
  const groups = regionId === undefined ? regions : areaCounts(db, courseId, finalId, testIds, regionId);
  const names = katoNames(
    groups.map((g) => g.kato),
    locale,
  );
  const areas: AreaRow[] = groups
    .map((g) => ({
      kato_id: g.kato,
      label: (g.kato !== null && names.get(g.kato)) || t('learn.report.no_area'),
      enrolled: g.enrolled,
      started: g.started ?? 0,
      finished: g.finished ?? 0,
      took_test: g.took ?? 0,
      passed: g.passed ?? 0,
      pass_rate: percent(g.passed ?? 0, g.took ?? 0),
    }))
    .sort((a, b) => b.enrolled - a.enrolled || a.label.localeCompare(b.label));
  const attempts = finalId
    ? db
        .select({ n: sql<number>`count(*)` })
        .from(learnAttempts)
        .where(and(eq(learnAttempts.testId, finalId), isNotNull(learnAttempts.submittedAt)))
        .get()!.n
    : 0;
  return {
    summary: {
      enrolled: sum('enrolled'),
      started: sum('started'),
      finished: sum('finished'),
      took_test: sum('took'),
      passed: sum('passed'),
      attempts,
      pass_rate: percent(sum('passed'), sum('took')),
    },
    areas: { group: regionId === undefined ? ('region' as const) : ('district' as const), rows: areas },
    questions: questionRows(db, tests, locale),
  };
}
export type CourseReport = ReturnType<typeof courseReport>;

/** Every answer of the learners in `userIds` to the course's tests: the question, what was chosen, right or not. */
export function courseAnswers(db: Db, courseId: number, userIds: number[], locale: Locale, t: Translate): AnswerRow[] {
  if (!userIds.length) return [];
  const tests = new Map(courseTests(db, courseId, locale, t).map((x) => [x.id, x]));
  if (!tests.size) return [];
  const rows = db
    .select({ attempt: learnAttempts, user: { name: users.name, phone: users.phone } })
    .from(learnAttempts)
    .innerJoin(users, eq(users.id, learnAttempts.userId))
    .where(and(inArray(learnAttempts.userId, userIds), inArray(learnAttempts.testId, [...tests.keys()])))
    .orderBy(asc(learnAttempts.userId), asc(learnAttempts.startedAt))
    .all();
  if (!rows.length) return [];
  const given = new Map<string, Map<string, string[]>>();
  for (const a of db
    .select()
    .from(learnAttemptAnswers)
    .where(
      inArray(
        learnAttemptAnswers.attemptId,
        rows.map((r) => r.attempt.id),
      ),
    )
    .all()) {
    const m = given.get(a.attemptId) ?? new Map<string, string[]>();
    m.set(a.questionId, a.answerIds);
    given.set(a.attemptId, m);
  }
  const out: AnswerRow[] = [];
  const versions = testVersions(
    db,
    rows.map((r) => r.attempt),
  );
  for (const { attempt, user } of rows) {
    const test = tests.get(attempt.testId)!;
    const byId = versions.get(test.id)?.get(attempt.version) ?? new Map(test.questions.map((q) => [q.id, q]));
    for (const qid of attempt.questionIds) {
      const q = byId.get(qid);
      const chosen = given.get(attempt.id)?.get(qid) ?? [];
      out.push({
        user_id: attempt.userId,
        name: user.name,
        phone: user.phone,
        test: test.label,
        attempt_id: attempt.id,
        submitted_at: attempt.submittedAt ? attempt.submittedAt.toISOString() : null,
        question: q ? pickLocalized(q.text, locale) : qid,
        chosen: chosen
          .map((id) => {
            const a = q?.answers.find((x) => x.id === id);
            return a ? pickLocalized(a.text, locale) : id;
          })
          .join('; '),
        answered_right: !!q && answeredRight(q, new Set(chosen)),
      });
    }
  }
  return out;
}
