/**
 * The test editor: questions (single or multiple choice, an optional picture) with answers and their
 * right-answer flags, the pass rule "M of N", an optional pool drawn per attempt, shuffling and an
 * attempt limit; a lesson's test may be a practice test (right answers on the learner's phone). Texts
 * are edited one language at a time behind tabs, all four kept, so saving never drops a language not
 * shown. Saved whole (PUT) as the test's next version; attempts are graded by the version they saw.
 */
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { TestInput } from '../../../contract/learning.ts';
import { LOCALES, type Locale } from '../../../contract/locale.ts';
import { FieldError, firstErrorId } from '../../components/ui/field-error.tsx';
import { Button } from '../../components/ui/button.tsx';
import { client, read } from '../../lib/api-client.ts';
import './admin-courses.css';
import type { AdminTest } from './load-courses.ts';
import { blankQuestion, draftOf, emptyTexts, questionsInput, type DraftQuestion } from './test-draft.ts';
import { TestQuestionEditor } from './test-question-editor.tsx';

const optionalNumber = (s: string) => (s.trim() === '' ? null : Number(s));

function LanguageTabs({
  lang,
  onPick,
  questions,
}: {
  lang: Locale;
  onPick: (l: Locale) => void;
  questions: DraftQuestion[];
}) {
  return (
    <div className="test-languages" role="tablist" data-testid="test-editor-languages">
      {LOCALES.map((l) => {
        const empty = emptyTexts(questions, l);
        return (
          <button
            key={l}
            type="button"
            role="tab"
            aria-selected={l === lang}
            className={l === lang ? 'tab tab-active' : 'tab'}
            onClick={() => onPick(l)}
          >
            <FormattedMessage id={`learn.language.${l}`} />
            {empty > 0 && (
              <>
                {' '}
                <FormattedMessage id="learn.admin.texts_empty" values={{ n: empty }} />
              </>
            )}
          </button>
        );
      })}
    </div>
  );
}

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
  const [lang, setLang] = useState<Locale>(
    (LOCALES as readonly string[]).includes(intl.locale) ? (intl.locale as Locale) : 'kk',
  );
  const [questions, setQuestions] = useState<DraftQuestion[]>(() => draftOf(test));
  const [pass, setPass] = useState(String(test?.pass_count ?? 1));
  const [pool, setPool] = useState(test?.pool_size ? String(test.pool_size) : '');
  const [shuffle, setShuffle] = useState(test?.shuffle ?? false);
  const [practice, setPractice] = useState(test?.practice ?? false);
  const [limit, setLimit] = useState(test?.attempt_limit ? String(test.attempt_limit) : '');
  const [version, setVersion] = useState(test?.version);
  const [error, setError] = useState<string>();
  const [saved, setSaved] = useState(false);
  const [busy, setBusy] = useState(false);
  const save = async () => {
    const json: TestInput = {
      lesson_id: lessonId,
      pass_count: Number(pass),
      pool_size: optionalNumber(pool),
      shuffle,
      practice: lessonId !== null && practice,
      attempt_limit: optionalNumber(limit),
      questions: questionsInput(questions),
    };
    setBusy(true);
    setError(undefined);
    setSaved(false);
    try {
      const { data } = await read(
        client.api.courses[':course_id{[0-9]+}'].test.$put({ param: { course_id: String(courseId) }, json }),
      );
      setVersion(data.version);
      setSaved(true);
    } catch (e) {
      setError(firstErrorId(e) ?? 'common.errors');
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className="admin-panel" data-testid="test-editor">
      <h2>
        <FormattedMessage id={lessonId === null ? 'learn.final_test' : 'learn.admin.lesson_test'} />
      </h2>
      {version !== undefined && (
        <p data-testid="test-version">
          <FormattedMessage id="learn.admin.test_version" values={{ n: version }} />
        </p>
      )}
      <LanguageTabs lang={lang} onPick={setLang} questions={questions} />
      {questions.map((q, i) => (
        <TestQuestionEditor
          key={q.id}
          q={q}
          n={i + 1}
          lang={lang}
          onChange={(change) => setQuestions((qs) => qs.map((x, k) => (k === i ? change(x) : x)))}
          onRemove={() => setQuestions((qs) => qs.filter((_, k) => k !== i))}
        />
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
      {lessonId !== null && (
        <label className="check">
          <input type="checkbox" checked={practice} onChange={(e) => setPractice(e.target.checked)} />{' '}
          <FormattedMessage id="learn.admin.practice" />
        </label>
      )}
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
