/** A small course built through the admin API, and a learner's attempt pushed as the phone does. */
import { expect } from 'vitest';
import type { device } from './push.ts';
import type { makeTestApp } from './test-app.ts';

type App = ReturnType<typeof makeTestApp>;

export const body = async (res: Response) =>
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  (await res.json()) as { data: any; next?: number | null; errors?: Record<string, string[]> };

export const question = (id: string, right: string[], multiple = false) => ({
  id,
  text: { ru: `Вопрос ${id}`, kk: `Сұрақ ${id}` },
  multiple,
  answers: ['a', 'b', 'c'].map((a) => ({ id: a, text: { ru: `Ответ ${a}` }, right: right.includes(a) })),
});

/** A published course with one published lesson and a final test "2 of 3" (q1: a, q2: b, q3: a+c). */
export async function publishedCourse(t: App, learners: number[] = []) {
  const admin = await t.userWithRole('admin');
  const created = await body(
    await t.call('POST', '/api/courses', {
      token: admin.token,
      body: { kind: 'financial_literacy', title: { ru: 'Бюджет семьи', kk: 'Отбасы бюджеті' }, language: 'ru' },
    }),
  );
  const id = created.data.id as number;
  const lesson = await body(
    await t.call('POST', `/api/courses/${id}/lesson`, {
      token: admin.token,
      body: { title: { ru: 'Урок 1' }, content: { ru: '<p>Текст</p>' } },
    }),
  );
  await t.call('POST', `/api/courses/${id}/lesson/${lesson.data.id}/publish`, {
    token: admin.token,
    body: { published: true },
  });
  const test = await body(
    await t.call('PUT', `/api/courses/${id}/test`, {
      token: admin.token,
      body: {
        questions: [question('q1', ['a']), question('q2', ['b']), question('q3', ['a', 'c'], true)],
        pass_count: 2,
      },
    }),
  );
  await t.call('POST', `/api/courses/${id}/publish`, { token: admin.token, body: { published: true } });
  if (learners.length)
    await t.call('POST', `/api/courses/${id}/enrol`, { token: admin.token, body: { user_ids: learners } });
  return { admin, courseId: id, lessonId: lesson.data.id as number, testId: test.data.id as number };
}

/** Starts, answers and submits one attempt at q1..q3 through the outbox. */
export async function takeTest(d: ReturnType<typeof device>, testId: number, answers: Record<string, string[]>) {
  const attempt_id = crypto.randomUUID();
  // Started a few minutes ago on the phone: a person takes seconds per question (ADR 114).
  const start = { attempt_id, test_id: testId, question_ids: ['q1', 'q2', 'q3'] };
  expect((await d.push('learn.start', start, undefined, Date.now() - 5 * 60_000)).status).toBe('applied');
  for (const [question_id, answer_ids] of Object.entries(answers))
    await d.push('learn.answer', { attempt_id, question_id, answer_ids });
  expect((await d.push('learn.submit', { attempt_id })).status).toBe('applied');
  return attempt_id;
}

/** Every key anywhere in a JSON value. */
export function keys(v: unknown, out = new Set<string>()): Set<string> {
  if (Array.isArray(v)) v.forEach((x) => keys(x, out));
  else if (v && typeof v === 'object')
    for (const [k, x] of Object.entries(v)) {
      out.add(k);
      keys(x, out);
    }
  return out;
}
