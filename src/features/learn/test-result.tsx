/**
 * One attempt's result line: the server's grade (and whether it waits for review, was not accepted, or
 * was over the limit), or, before the server answered, "saved on this phone" until it has the attempt and
 * "sent, result when connected" after — a practice test's grade from the phone at once, with the questions missed and their right answers (ADR 114).
 */
import { FormattedMessage } from 'react-intl';
import { practiceGrade } from './attempt-order.ts';
import type { LearnCourse, LearnTest } from './learn-data.ts';
import type { LocalAttempt } from './local-attempts.ts';

type Result = LearnCourse['attempts'][number];

function Grade({ passed, total, pass, correct }: { passed: boolean; total: number; pass: number; correct: number }) {
  return (
    <>
      <strong>
        <FormattedMessage id={passed ? 'learn.test.passed' : 'learn.test.not_passed'} />
      </strong>{' '}
      <FormattedMessage id="learn.test.rule" values={{ total, pass, correct }} />
    </>
  );
}

function PracticeResult({ local, test }: { local: LocalAttempt; test: LearnTest }) {
  const right = local.right_answers ?? test.right_answers;
  if (!right) return null;
  const questions = local.questions ?? test.questions;
  const pass = local.pass_count ?? test.pass_count;
  const { correct, passed, rightIds } = practiceGrade(local.question_ids, local.answers, right, pass);
  const missed = questions.filter((q) => local.question_ids.includes(q.id) && !rightIds.has(q.id));
  return (
    <div data-testid="learn-practice-result">
      <p>
        <Grade passed={passed} total={local.question_ids.length} pass={pass} correct={correct} />{' '}
        <FormattedMessage id="learn.test.graded_here" />
      </p>
      {missed.length > 0 && (
        <ul>
          {missed.map((q) => (
            <li key={q.id}>
              {q.text} —{' '}
              <FormattedMessage
                id="learn.test.right_was"
                values={{
                  answers: q.answers
                    .filter((a) => right[q.id]?.includes(a.id))
                    .map((a) => a.text)
                    .join('; '),
                }}
              />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

export function ResultLine({
  result,
  local,
  test,
}: {
  result: Result | undefined;
  local: LocalAttempt | undefined;
  test: LearnTest;
}) {
  // Beyond the limit the server says nothing of the answers (ADR 133): only that it does not count.
  if (result?.over_limit)
    return (
      <p data-testid="learn-result">
        <FormattedMessage id="learn.test.over_limit" />
      </p>
    );
  if (!result || result.passed === null) {
    if (!local?.submitted) return null;
    if (test.practice) return <PracticeResult local={local} test={test} />;
    return (
      <p data-testid="learn-result-pending">
        {/* "Sent" only once the server has it: a finished attempt waiting in the outbox is on this phone (issue 33.10). */}
        <FormattedMessage id={local.delivered ? 'learn.test.sent' : 'learn.test.saved_here'} />
      </p>
    );
  }
  return (
    <p data-testid="learn-result">
      {result.review === 'pending' ? (
        <strong data-testid="learn-result-review">
          <FormattedMessage id="learn.test.under_review" />
        </strong>
      ) : (
        <Grade passed={result.passed} total={result.total} pass={result.pass_count} correct={result.correct ?? 0} />
      )}
      {result.review === 'rejected' && (
        <>
          {' '}
          <FormattedMessage id="learn.test.review_rejected" />
        </>
      )}
    </p>
  );
}
