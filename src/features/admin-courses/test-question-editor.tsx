/** One question of the test editor: its text and answers in the language shown, its picture, single or multiple choice. */
import { FormattedMessage, useIntl } from 'react-intl';
import type { Locale } from '../../../contract/locale.ts';
import { MediaPicker } from './media-picker.tsx';
import { blankAnswer, otherText, type DraftQuestion } from './test-draft.ts';

export function TestQuestionEditor({
  q,
  n,
  lang,
  onChange,
  onRemove,
}: {
  q: DraftQuestion;
  n: number;
  lang: Locale;
  onChange: (change: (q: DraftQuestion) => DraftQuestion) => void;
  onRemove: () => void;
}) {
  const intl = useIntl();
  const label = (id: string) => intl.formatMessage({ id });
  const setAnswer = (k: number, change: (a: DraftQuestion['answers'][number]) => DraftQuestion['answers'][number]) =>
    onChange((x) => ({ ...x, answers: x.answers.map((a, j) => (j === k ? change(a) : a)) }));
  return (
    <fieldset data-testid="editor-question">
      <legend>
        <FormattedMessage id="learn.admin.question" values={{ n }} />
      </legend>
      <input
        aria-label={label('learn.admin.question_text')}
        lang={lang}
        value={q.text[lang] ?? ''}
        placeholder={otherText(q.text, lang)}
        onChange={(e) => onChange((x) => ({ ...x, text: { ...x.text, [lang]: e.target.value } }))}
      />
      <MediaPicker
        kind="image"
        label={label('learn.admin.question_image')}
        value={q.image}
        onChange={(image) => onChange((x) => ({ ...x, image }))}
        testId={`question-image-${n}`}
      />
      <label className="check">
        <input
          type="checkbox"
          checked={q.multiple}
          onChange={(e) => onChange((x) => ({ ...x, multiple: e.target.checked }))}
        />{' '}
        <FormattedMessage id="learn.admin.multiple" />
      </label>
      {q.answers.map((a, k) => (
        <div key={a.id} className="learn-answer-row">
          <input
            aria-label={label('learn.admin.answer_text')}
            lang={lang}
            value={a.text[lang] ?? ''}
            placeholder={otherText(a.text, lang)}
            onChange={(e) => setAnswer(k, (y) => ({ ...y, text: { ...y.text, [lang]: e.target.value } }))}
          />
          <label className="check">
            <input
              type="checkbox"
              checked={a.right}
              onChange={(e) =>
                onChange((x) => ({
                  ...x,
                  // A single-choice question keeps one right answer: ticking one unticks the others.
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
        onClick={() => onChange((x) => ({ ...x, answers: [...x.answers, blankAnswer()] }))}
      >
        <FormattedMessage id="learn.admin.add_answer" />
      </button>{' '}
      <button type="button" className="btn btn-secondary" onClick={onRemove}>
        <FormattedMessage id="learn.admin.remove_question" />
      </button>
    </fieldset>
  );
}
