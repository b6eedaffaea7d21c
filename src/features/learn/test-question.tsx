/** One question of an attempt: its picture, its answers in the attempt's order; each choice is queued at once. */
import { useState } from 'react';
import { answerOrder } from './attempt-order.ts';
import type { LearnTest } from './learn-data.ts';
import { answer, type LocalAttempt } from './local-attempts.ts';

export function TestQuestion({
  attempt,
  q,
  shuffle,
}: {
  attempt: LocalAttempt;
  q: LearnTest['questions'][number];
  shuffle: boolean;
}) {
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
      {q.image && <img src={q.image} alt="" className="learn-question-image" data-testid="learn-question-image" />}
      {answerOrder(q.answers, attempt.attempt_id, q.id, shuffle).map((a) => (
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
