/**
 * The test editor: questions (single or multiple choice) with answers and their right-answer flags, the
 * pass rule "M of N", an optional pool drawn per attempt, shuffling and an attempt limit. Texts are
 * written in the admin's interface language. Saved whole (PUT); attempts already started keep their rule.
 */
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { TestInput } from '../../../api/schemas/learning.ts';
import { FieldError, firstErrorId } from '../../components/ui/field-error.tsx';
import { Button } from '../../components/ui/button.tsx';
import { client, read } from '../../lib/api-client.ts';
import type { AdminTest } from './load-courses.ts';
import { localText } from './local-text.ts';

interface Draft {
  id: string;
  text: string;
  multiple: boolean;
  answers: { id: string; text: string; right: boolean }[];
}

const newId = () => crypto.randomUUID().slice(0, 8);
const blankQuestion = (): Draft => ({
  id: newId(),
  text: '',
  multiple: false,
  answers: [
    { id: newId(), text: '', right: true },
    { id: newId(), text: '', right: false },
  ],
});
const optionalNumber = (s: string) => (s.trim() === '' ? null : Number(s));

export function TestEditor({
  courseId,
  lessonId,
  test,
}: {
  courseId: number;
  lessonId: number | null;
  test?: AdminTest;
}) {
  const intl = useIntl();
  const lang = intl.locale;
  const [questions, setQuestions] = useState<Draft[]>(
    test?.questions.map((q) => ({
      id: q.id,
      text: localText(q.text, lang),
      multiple: q.multiple,
      answers: q.answers.map((a) => ({ id: a.id, text: localText(a.text, lang), right: a.right })),
    })) ?? [blankQuestion()],
  );
  const [pass, setPass] = useState(String(test?.pass_count ?? 1));
  const [pool, setPool] = useState(test?.pool_size ? String(test.pool_size) : '');
  const [shuffle, setShuffle] = useState(test?.shuffle ?? false);
  const [limit, setLimit] = useState(test?.attempt_limit ? String(test.attempt_limit) : '');
  const [error, setError] = useState<string>();
  const [saved, setSaved] = useState(false);
  const [busy, setBusy] = useState(false);
  const edit = (i: number, change: (q: Draft) => Draft) =>
    setQuestions((qs) => qs.map((q, k) => (k === i ? change(q) : q)));
  const save = async () => {
    const json: TestInput = {
      lesson_id: lessonId,
      pass_count: Number(pass),
      pool_size: optionalNumber(pool),
      shuffle,
      attempt_limit: optionalNumber(limit),
      questions: questions.map((q) => ({
        id: q.id,
        text: { [lang]: q.text },
        multiple: q.multiple,
        answers: q.answers.map((a) => ({ id: a.id, text: { [lang]: a.text }, right: a.right })),
      })),
    };
    setBusy(true);
    setError(undefined);
    setSaved(false);
    try {
      await read(client.api.courses[':course_id{[0-9]+}'].test.$put({ param: { course_id: String(courseId) }, json }));
      setSaved(true);
    } catch (e) {
      setError(firstErrorId(e) ?? 'common.errors');
    } finally {
      setBusy(false);
    }
  };
  const label = (id: string) => intl.formatMessage({ id });
  return (
    <div className="admin-panel" data-testid="test-editor">
      <h2>
        <FormattedMessage id={lessonId === null ? 'learn.final_test' : 'learn.admin.lesson_test'} />
      </h2>
      {questions.map((q, i) => (
        <fieldset key={q.id} data-testid="editor-question">
          <legend>
            <FormattedMessage id="learn.admin.question" values={{ n: i + 1 }} />
          </legend>
          <input
            aria-label={label('learn.admin.question_text')}
            value={q.text}
            onChange={(e) => edit(i, (x) => ({ ...x, text: e.target.value }))}
          />
          <label className="check">
            <input
              type="checkbox"
              checked={q.multiple}
              onChange={(e) => edit(i, (x) => ({ ...x, multiple: e.target.checked }))}
            />{' '}
            <FormattedMessage id="learn.admin.multiple" />
          </label>
          {q.answers.map((a, k) => (
            <div key={a.id} className="learn-answer-row">
              <input
                aria-label={label('learn.admin.answer_text')}
                value={a.text}
                onChange={(e) =>
                  edit(i, (x) => ({
                    ...x,
                    answers: x.answers.map((y, j) => (j === k ? { ...y, text: e.target.value } : y)),
                  }))
                }
              />
              <label className="check">
                <input
                  type="checkbox"
                  checked={a.right}
                  onChange={(e) =>
                    edit(i, (x) => ({
                      ...x,
                      answers: x.answers.map((y, j) =>
                        j === k
                          ? { ...y, right: e.target.checked }
                          : x.multiple || !e.target.checked
                            ? y
                            : { ...y, right: false },
                      ),
                    }))
                  }
                />{' '}
                <FormattedMessage id="learn.admin.right" />
              </label>
            </div>
          ))}
          <button
            type="button"
            className="btn btn-secondary"
            onClick={() => edit(i, (x) => ({ ...x, answers: [...x.answers, { id: newId(), text: '', right: false }] }))}
          >
            <FormattedMessage id="learn.admin.add_answer" />
          </button>{' '}
          <button
            type="button"
            className="btn btn-secondary"
            onClick={() => setQuestions((qs) => qs.filter((_, k) => k !== i))}
          >
            <FormattedMessage id="learn.admin.remove_question" />
          </button>
        </fieldset>
      ))}
      <button
        type="button"
        className="btn btn-secondary"
        onClick={() => setQuestions((qs) => [...qs, blankQuestion()])}
      >
        <FormattedMessage id="learn.admin.add_question" />
      </button>
      <label className="field">
        <FormattedMessage id="learn.admin.pass_count" />
        <input inputMode="numeric" value={pass} onChange={(e) => setPass(e.target.value)} data-testid="pass-count" />
      </label>
      <label className="field">
        <FormattedMessage id="learn.admin.pool_size" />
        <input inputMode="numeric" value={pool} onChange={(e) => setPool(e.target.value)} />
      </label>
      <label className="check">
        <input type="checkbox" checked={shuffle} onChange={(e) => setShuffle(e.target.checked)} />{' '}
        <FormattedMessage id="learn.admin.shuffle" />
      </label>
      <label className="field">
        <FormattedMessage id="learn.admin.attempt_limit" />
        <input inputMode="numeric" value={limit} onChange={(e) => setLimit(e.target.value)} />
      </label>
      <FieldError error={error} testId="test-editor-error" />
      {saved && (
        <p role="status" data-testid="test-saved">
          <FormattedMessage id="learn.admin.saved" />
        </p>
      )}
      <Button type="button" busy={busy} onClick={() => void save()}>
        <FormattedMessage id="learn.admin.save_test" />
      </Button>
    </div>
  );
}
