/**
 * A test taken on the phone, offline or not (ADR 067, 114): a lesson's test or the course's final test.
 * Questions come without right answers (a lesson's practice test apart); every choice is queued at once
 * (a reload keeps it), the submit too. The result is the server's: until it answers the page says "sent,
 * result when connected" — a practice test is graded on the phone at once as well.
 */
import { Link, useParams, useRouter } from '@tanstack/react-router';
import { useEffect } from 'react';
import { FormattedMessage } from 'react-intl';
import { useOutboxCounts } from '../../lib/sync-client.ts';
import { CertificateBox } from './certificate-box.tsx';
import type { LearnCourse } from './learn-data.ts';
import { finish, startAttempt, useLocalAttempts } from './local-attempts.ts';
import { TestQuestion } from './test-question.tsx';
import { ResultLine } from './test-result.tsx';

export function TestPage({ course, testId }: { course: LearnCourse; testId: number }) {
  const router = useRouter();
  const { locale } = useParams({ strict: false });
  const local = useLocalAttempts(testId);
  const counts = useOutboxCounts();
  const test = course.tests.find((t) => t.id === testId);
  // Once the outbox is empty the server has graded what was sent: read the course again for the result.
  const waiting = counts?.waiting ?? 0;
  useEffect(() => {
    if (waiting === 0) void router.invalidate();
  }, [waiting, router]);
  if (!test || !local)
    return test ? null : (
      <section className="page">
        <p className="empty">
          <FormattedMessage id="learn.not_available" />
        </p>
      </section>
    );
  const lesson = test.lesson_id === null ? null : course.lessons.find((l) => l.id === test.lesson_id);
  const results = course.attempts.filter((a) => a.test_id === testId);
  const open = local.find((a) => !a.submitted && !results.some((r) => r.attempt_id === a.attempt_id && r.submitted_at));
  const ids = [...new Set([...results.map((r) => r.attempt_id), ...local.map((a) => a.attempt_id)])];
  // An attempt another phone made beyond the limit does not use one up (it is not counted either).
  const used = ids.filter((id) => !results.find((r) => r.attempt_id === id)?.over_limit).length;
  const limitReached = test.attempt_limit !== null && used >= test.attempt_limit;
  const passedAny = results.some((r) => r.passed && !r.over_limit && r.review !== 'rejected');
  const drawn = test.pool_size ?? test.questions.length;
  const questions = open?.questions ?? test.questions;
  return (
    <section className="page" data-testid="learn-test">
      <h1>
        <FormattedMessage id={lesson ? 'learn.lesson_test' : 'learn.final_test'} />
      </h1>
      {lesson && (
        <p>
          <Link
            to="/{-$locale}/learn/$courseId/lesson/$lessonId"
            params={{ locale, courseId: course.id, lessonId: lesson.id }}
          >
            {lesson.title}
          </Link>
        </p>
      )}
      {test.practice && (
        <p>
          <FormattedMessage id="learn.test.practice" />
        </p>
      )}
      <p>
        <FormattedMessage id="learn.test.rule_before" values={{ total: drawn, pass: test.pass_count }} />
      </p>
      {ids.map((id) => (
        <ResultLine
          key={id}
          result={results.find((r) => r.attempt_id === id)}
          local={local.find((a) => a.attempt_id === id)}
          test={test}
        />
      ))}
      {open ? (
        <form
          onSubmit={(e) => {
            e.preventDefault();
            void finish(open.attempt_id);
          }}
        >
          {open.question_ids.map((qid) => {
            const q = questions.find((x) => x.id === qid);
            return q ? <TestQuestion key={qid} attempt={open} q={q} shuffle={open.shuffle ?? test.shuffle} /> : null;
          })}
          <button type="submit" className="btn">
            <FormattedMessage id="learn.test.submit" />
          </button>
        </form>
      ) : (
        !passedAny &&
        !limitReached && (
          <button type="button" className="btn" onClick={() => void startAttempt(test, ids.length)}>
            <FormattedMessage id="learn.test.start" />
          </button>
        )
      )}
      {limitReached && !open && !passedAny && (
        <p>
          <FormattedMessage id="learn.test.no_attempts_left" />
        </p>
      )}
      {course.certificate && <CertificateBox certificate={course.certificate} />}
    </section>
  );
}
