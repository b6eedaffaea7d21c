/** Grading on the server: a question counts when the chosen answers are exactly its right ones. */
import type { TestQuestion } from '../../db/schema.ts';

/** Whether the chosen answers are exactly the question's right ones. */
export function answeredRight(q: TestQuestion, chosen: ReadonlySet<string>) {
  const right = q.answers.filter((a) => a.right).map((a) => a.id);
  return right.length === chosen.size && right.every((a) => chosen.has(a));
}

export function grade(
  questions: TestQuestion[],
  drawn: string[],
  answers: { questionId: string; answerIds: string[] }[],
) {
  const byId = new Map(questions.map((q) => [q.id, q]));
  const given = new Map(answers.map((a) => [a.questionId, new Set(a.answerIds)]));
  let correct = 0;
  for (const id of drawn) {
    // A question the admin removed after the attempt started cannot be answered right.
    const q = byId.get(id);
    const chosen = given.get(id);
    if (q && chosen && answeredRight(q, chosen)) correct++;
  }
  return correct;
}
