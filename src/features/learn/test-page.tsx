/**
 * A test taken on the phone, offline or not (ADR 067). Questions come without right answers; every
 * choice is queued at once (a reload keeps it), the submit too. The result is the server's: until it
 * answers the page says "sent, result when connected".
 */
import { useRouter } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { useOutboxCounts } from '../../lib/sync-client.ts';
import type { LearnCourse, LearnTest } from './learn-data.ts';
import { answer, finish, startAttempt, useLocalAttempts, type LocalAttempt } from './local-progress.ts';
import { CertificateBox } from './certificate-box.tsx';

type Result = LearnCourse['attempts'][number];

function Question({ attempt, q }: { attempt: LocalAttempt; q: LearnTest['questions'][number] }) {
  // The choice shows at once; the queued answer (read back from IndexedDB) follows a moment later.
  const [mine, setMine] = useState<string[] | null>(null);
  const chosen = mine ?? attempt.answers[q.id] ?? [];
  const pick = (id: string, on: boolean) => {
    const next = q.multiple ? (on ? [...chosen, id] : chosen.filter((a) => a !== id)) : [id];
    setMine(next);
    void answer({ attempt_id: attempt.attempt_id, question_id: q.id, answer_ids: next });
  };
  return (
    <fieldset className="learn-question" data-testid="learn-question">
      <legend>{q.text}</legend>
      {q.answers.map((a) => (
        <label key={a.id} className="check">
          <input
            type={q.multiple ? 'checkbox' : 'radio'}
            name={`${attempt.attempt_id}-${q.id}`}
            checked={chosen.includes(a.id)}
            onChange={(e) => pick(a.id, e.target.checked)}
          />{' '}
          {a.text}
        </label>
      ))}
    </fieldset>
  );
}

function ResultLine({ result, pending }: { result: Result | undefined; pending: boolean }) {
  if (!result || result.passed === null)
    return pending ? (
      <p data-testid="learn-result-pending">
        <FormattedMessage id="learn.test.sent" />
      </p>
    ) : null;
  return (
    <p data-testid="learn-result">
      <strong>
        <FormattedMessage id={result.passed ? 'learn.test.passed' : 'learn.test.not_passed'} />
      </strong>{' '}
      <FormattedMessage
        id="learn.test.rule"
        values={{ total: result.total, pass: result.pass_count, correct: result.correct ?? 0 }}
      />
    </p>
  );
}

export function TestPage({ course, testId }: { course: LearnCourse; testId: number }) {
  const router = useRouter();
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
  const results = course.attempts.filter((a) => a.test_id === testId);
  const open = local.find((a) => !a.submitted && !results.some((r) => r.attempt_id === a.attempt_id && r.submitted_at));
  const ids = new Set([...results.map((r) => r.attempt_id), ...local.map((a) => a.attempt_id)]);
  const limitReached = test.attempt_limit !== null && ids.size >= test.attempt_limit;
  const passedAny = results.some((r) => r.passed);
  const drawn = test.pool_size ?? test.questions.length;
  return (
    <section className="page" data-testid="learn-test">
      <h1>
        <FormattedMessage id="learn.final_test" />
      </h1>
      <p>
        <FormattedMessage id="learn.test.rule_before" values={{ total: drawn, pass: test.pass_count }} />
      </p>
      {[...ids].map((id) => (
        <ResultLine
          key={id}
          result={results.find((r) => r.attempt_id === id)}
          pending={!!local.find((a) => a.attempt_id === id)?.submitted}
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
            const q = test.questions.find((x) => x.id === qid);
            return q ? <Question key={qid} attempt={open} q={q} /> : null;
          })}
          <button type="submit" className="btn">
            <FormattedMessage id="learn.test.submit" />
          </button>
        </form>
      ) : (
        !passedAny &&
        !limitReached && (
          <button type="button" className="btn" onClick={() => void startAttempt(test)}>
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
