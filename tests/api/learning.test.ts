import { eq, inArray } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { applications, learnAttemptAnswers, learnAttempts, learnEnrolments, userActions } from '../../db/schema.ts';
import { insertFlow, someDistricts, waitingApplications } from '../support/flows.ts';
import { device } from '../support/push.ts';
import { makeTestApp } from '../support/test-app.ts';

let t: ReturnType<typeof makeTestApp>;
beforeEach(() => (t = makeTestApp()));
afterEach(() => t.close());

// eslint-disable-next-line @typescript-eslint/no-explicit-any
const body = async (res: Response) => (await res.json()) as { data: any; errors?: Record<string, string[]> };

const question = (id: string, right: string[], multiple = false) => ({
  id,
  text: { ru: `Вопрос ${id}`, kk: `Сұрақ ${id}` },
  multiple,
  answers: ['a', 'b', 'c'].map((a) => ({ id: a, text: { ru: `Ответ ${a}` }, right: right.includes(a) })),
});

/** A published course with one published lesson and a final test "2 of 3"; one enrolled applicant. */
async function course(finalTest: object = {}) {
  const admin = await t.userWithRole('admin');
  const learner = await t.userWithRole('applicant');
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
      body: { title: { ru: 'Урок 1' }, content: { ru: '<p>Текст<script>alert(1)</script></p>' } },
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
        ...finalTest,
      },
    }),
  );
  await t.call('POST', `/api/courses/${id}/publish`, { token: admin.token, body: { published: true } });
  await t.call('POST', `/api/courses/${id}/enrol`, { token: admin.token, body: { user_ids: [learner.user.id] } });
  return { admin, learner, courseId: id, lessonId: lesson.data.id as number, testId: test.data.id as number };
}

/**
 * Keys that name right answers (`right…`, `correct_answers`) with a value, anywhere in a JSON value; a
 * practice test's are left out unless `practiceToo`.
 */
function rightAnswerKeys(v: unknown, practiceToo = false, out = new Set<string>()): Set<string> {
  if (Array.isArray(v)) v.forEach((x) => rightAnswerKeys(x, practiceToo, out));
  else if (v && typeof v === 'object') {
    if ((v as { practice?: unknown }).practice === true && !practiceToo) return out;
    for (const [k, x] of Object.entries(v)) {
      if (/^right|correct_answers/.test(k) && x !== null) out.add(k);
      rightAnswerKeys(x, practiceToo, out);
    }
  }
  return out;
}

async function takeTest(d: ReturnType<typeof device>, testId: number, answers: Record<string, string[]>) {
  const attempt_id = crypto.randomUUID();
  // Started a few minutes ago on the phone: a person takes seconds per question (ADR 114).
  const start = { attempt_id, test_id: testId, question_ids: ['q1', 'q2', 'q3'] };
  expect((await d.push('learn.start', start, undefined, Date.now() - 5 * 60_000)).status).toBe('applied');
  for (const [question_id, answer_ids] of Object.entries(answers))
    await d.push('learn.answer', { attempt_id, question_id, answer_ids });
  expect((await d.push('learn.submit', { attempt_id })).status).toBe('applied');
  return attempt_id;
}

describe('course admin', () => {
  it('experts edit content but only admins publish and enrol; content is sanitised; every change is audited', async () => {
    const expert = await t.userWithRole('expert');
    const { courseId, admin } = await course();
    const put = await t.call('PUT', `/api/courses/${courseId}`, {
      token: expert.token,
      body: { kind: 'apple', title: { kk: 'Алма' }, language: 'kk', content: { ru: '<p onclick="x()">ok</p>' } },
    });
    expect(put.status).toBe(200);
    expect((await body(put)).data.content).toEqual({ ru: '<p>ok</p>' });
    const publish = { token: expert.token, body: { published: false } };
    expect((await t.call('POST', `/api/courses/${courseId}/publish`, publish)).status).toBe(403);
    expect(
      (await t.call('POST', `/api/courses/${courseId}/enrol`, { ...publish, body: { user_ids: [1] } })).status,
    ).toBe(403);
    const detail = (await body(await t.call('GET', `/api/courses/${courseId}`, { token: admin.token }))).data;
    expect(detail.lessons[0].content).toEqual({ ru: '<p>Текст</p>' });
    expect(detail.tests[0].questions[0].answers[0].right).toBe(true);
    const actions = t.db
      .select({ a: userActions.action })
      .from(userActions)
      .orderBy(userActions.id)
      .all()
      .map((r) => r.a)
      .filter((a) => a.startsWith('learn.'));
    expect(actions).toEqual([
      'learn.course.create',
      'learn.lesson.create',
      'learn.lesson.publish',
      'learn.test.save',
      'learn.course.publish',
      'learn.enrol',
      'learn.course.update',
    ]);
  });

  it('enrols a whole flow at once, and by phone only applicants', async () => {
    const { admin, courseId } = await course();
    const { regionId, districtId } = someDistricts(t.db);
    const flow = insertFlow(t.db, { regionId, districtId });
    const ids = waitingApplications(t.db, 3, regionId, districtId);
    t.db.update(applications).set({ flowId: flow.id }).where(inArray(applications.id, ids)).run();
    const res = await t.call('POST', `/api/courses/${courseId}/enrol`, {
      token: admin.token,
      body: { flow_id: flow.id },
    });
    expect((await body(res)).data.added).toBe(3);
    expect(t.db.select().from(learnEnrolments).where(eq(learnEnrolments.courseId, courseId)).all()).toHaveLength(4);
    const expert = await t.userWithRole('expert');
    const refused = await t.call('POST', `/api/courses/${courseId}/enrol`, {
      token: admin.token,
      body: { phones: [expert.phone] },
    });
    expect(refused.status).toBe(422);
    expect((await body(refused)).errors).toEqual({ phones: ['learn.errors.not_applicant'] });
  });

  it('a test whose pass rule asks more than it draws is refused on the field', async () => {
    const { admin, courseId } = await course();
    const res = await t.call('PUT', `/api/courses/${courseId}/test`, {
      token: admin.token,
      body: { questions: [question('q1', ['a'])], pass_count: 2 },
    });
    expect(res.status).toBe(422);
    expect((await body(res)).errors).toEqual({ pass_count: ['learn.errors.pass_too_big'] });
  });
});

describe('learner', () => {
  it('right answers never leave the server for a final test: course reads, sync push and pull, personal data', async () => {
    const { admin, learner, courseId, testId, lessonId } = await course();
    // A practice test of the lesson carries its right answers by design; nothing else may.
    const practiceId = (
      await body(
        await t.call('PUT', `/api/courses/${courseId}/test`, {
          token: admin.token,
          body: { lesson_id: lessonId, questions: [question('l1', ['b'])], pass_count: 1, practice: true },
        }),
      )
    ).data.id;
    const pushed: unknown[] = [];
    const clientId = crypto.randomUUID();
    const attempt_id = crypto.randomUUID();
    const practice_id = crypto.randomUUID();
    const mutations = [
      { name: 'learn.progress', args: { lesson_id: lessonId, done: true } },
      { name: 'learn.start', args: { attempt_id, test_id: testId, question_ids: ['q1', 'q2', 'q3'] } },
      { name: 'learn.answer', args: { attempt_id, question_id: 'q1', answer_ids: ['a'] } },
      { name: 'learn.answer', args: { attempt_id, question_id: 'q2', answer_ids: ['b'] } },
      { name: 'learn.submit', args: { attempt_id } },
      { name: 'learn.start', args: { attempt_id: practice_id, test_id: practiceId, question_ids: ['l1'] } },
      { name: 'learn.answer', args: { attempt_id: practice_id, question_id: 'l1', answer_ids: ['b'] } },
      { name: 'learn.submit', args: { attempt_id: practice_id } },
    ];
    for (const [i, m] of mutations.entries()) {
      const res = await t.call('POST', '/api/sync/push', {
        token: learner.token,
        body: {
          clientId,
          clientSecret: 'ab'.repeat(32),
          schemaVersion: 1,
          mutations: [{ id: i + 1, ...m, createdAt: Date.now() - (mutations.length - i) * 60_000 }],
        },
      });
      expect(res.status).toBe(200);
      pushed.push(await res.json());
    }
    expect(rightAnswerKeys(pushed)).toEqual(new Set());
    const reads = [
      '/api/learn/courses',
      `/api/learn/courses/${courseId}`,
      '/api/learn/certificates',
      '/api/personal-data',
      '/api/sync/pull?cursor=0',
    ];
    for (const path of reads) {
      const res = await t.call('GET', path, { token: learner.token });
      expect(res.status, path).toBe(200);
      expect(rightAnswerKeys(await res.json()), path).toEqual(new Set());
    }
    const full = (await body(await t.call('GET', `/api/learn/courses/${courseId}`, { token: learner.token }))).data;
    const final = full.tests.find((x: { id: number }) => x.id === testId);
    expect(final.questions[0].answers).toEqual([
      { id: 'a', text: 'Ответ a' },
      { id: 'b', text: 'Ответ b' },
      { id: 'c', text: 'Ответ c' },
    ]);
    // The walk sees right answers where they are: the practice test's.
    expect(
      rightAnswerKeys(
        full.tests.filter((x: { practice: boolean }) => x.practice),
        true,
      ),
    ).toEqual(new Set(['right_answers']));
    expect(full.certificate).not.toBeNull();
    expect(full.lessons[0].materials).toEqual([]);
    expect(full.image_size).toBe(0);
    // The admin's own read of the course keeps them, and a learner cannot reach it.
    expect((await t.call('GET', `/api/courses/${courseId}`, { token: learner.token })).status).toBe(403);
  });

  it('a course not published or not enrolled in answers as missing', async () => {
    const { courseId } = await course();
    const other = await t.userWithRole('applicant');
    expect((await t.call('GET', `/api/learn/courses/${courseId}`, { token: other.token })).status).toBe(404);
  });

  it('progress merges as the furthest point: a late "not done" never undoes "done"', async () => {
    const { learner, courseId, lessonId } = await course();
    const phone = device(t, learner.token);
    const tablet = device(t, learner.token);
    await phone.push('learn.progress', { lesson_id: lessonId, done: true, video_seconds: 120 });
    await tablet.push('learn.progress', { lesson_id: lessonId, done: false, video_seconds: 30 });
    const read = (await body(await t.call('GET', `/api/learn/courses/${courseId}`, { token: learner.token }))).data;
    expect(read.progress).toEqual([
      { lesson_id: lessonId, done: true, viewed: true, video_seconds: 120, materials_opened: [] },
    ]);
  });
});

describe('tests offline, exactly once', () => {
  it('two devices make two attempts, both graded; the best counts and issues the certificate', async () => {
    const { learner, courseId, testId, lessonId } = await course();
    const phone = device(t, learner.token);
    const tablet = device(t, learner.token);
    await phone.push('learn.progress', { lesson_id: lessonId, done: true });
    const failed = await takeTest(phone, testId, { q1: ['b'], q2: ['b'] });
    const passed = await takeTest(tablet, testId, { q1: ['a'], q2: ['b'], q3: ['c', 'a'] });
    const rows = t.db.select().from(learnAttempts).all();
    expect(rows.map((r) => [r.id, r.correct, r.passed]).sort()).toEqual(
      [
        [failed, 1, false],
        [passed, 3, true],
      ].sort(),
    );
    const read = (await body(await t.call('GET', `/api/learn/courses/${courseId}`, { token: learner.token }))).data;
    expect(read.attempts).toHaveLength(2);
    expect(read.certificate).toMatchObject({ number: expect.stringMatching(/^QZ-\d{4}-\d{6}$/), revoked: false });
  });

  it('a replayed answer is counted once, and a changed answer replaces the first', async () => {
    const { learner, testId } = await course();
    const d = device(t, learner.token);
    const attempt_id = crypto.randomUUID();
    const start = { attempt_id, test_id: testId, question_ids: ['q1', 'q2', 'q3'] };
    await d.push('learn.start', start, 1, Date.now() - 5 * 60_000);
    const answer = { attempt_id, question_id: 'q1', answer_ids: ['a'] };
    await d.push('learn.answer', answer, 2);
    expect((await d.push('learn.answer', answer, 2)).status).toBe('duplicate');
    await d.push('learn.answer', answer, 3); // the same answer renumbered after a lost reply
    const stored = () =>
      t.db.select().from(learnAttemptAnswers).where(eq(learnAttemptAnswers.attemptId, attempt_id)).all();
    expect(stored()).toEqual([{ attemptId: attempt_id, questionId: 'q1', answerIds: ['a'] }]);
    // The learner changes their mind: q1 is now answered b (wrong), still one answer for q1.
    expect((await d.push('learn.answer', { ...answer, answer_ids: ['b'] }, 4)).status).toBe('applied');
    expect(stored()).toEqual([{ attemptId: attempt_id, questionId: 'q1', answerIds: ['b'] }]);
    await d.push('learn.submit', { attempt_id }, 5);
    expect(t.db.select().from(learnAttempts).get()).toMatchObject({ correct: 0, passed: false });
  });

  it('the pass rule frozen at the start is used after an admin changes the test', async () => {
    const { admin, learner, courseId, testId } = await course();
    const d = device(t, learner.token);
    const attempt_id = crypto.randomUUID();
    await d.push('learn.start', { attempt_id, test_id: testId, question_ids: ['q1', 'q2', 'q3'] });
    // The admin now asks for 3 of 3; the attempt was started under 2 of 3.
    await t.call('PUT', `/api/courses/${courseId}/test`, {
      token: admin.token,
      body: {
        questions: [question('q1', ['a']), question('q2', ['b']), question('q3', ['a', 'c'], true)],
        pass_count: 3,
      },
    });
    await d.push('learn.answer', { attempt_id, question_id: 'q1', answer_ids: ['a'] });
    await d.push('learn.answer', { attempt_id, question_id: 'q2', answer_ids: ['b'] });
    await d.push('learn.submit', { attempt_id });
    expect(t.db.select().from(learnAttempts).get()).toMatchObject({ passCount: 2, correct: 2, passed: true });
  });

  it('a pool draws exactly its size', async () => {
    const { learner, testId } = await course({ pool_size: 2 });
    const d = device(t, learner.token);
    const all = await d.push('learn.start', {
      attempt_id: crypto.randomUUID(),
      test_id: testId,
      question_ids: ['q1', 'q2', 'q3'],
    });
    expect(all).toMatchObject({ status: 'rejected', errors: { question_ids: ['validation.invalid'] } });
    const drawn = await d.push('learn.start', {
      attempt_id: crypto.randomUUID(),
      test_id: testId,
      question_ids: ['q3', 'q1'],
    });
    expect(drawn.status).toBe('applied');
  });
});

describe('device clocks', () => {
  it('an attempt whose start the device dates in the future is kept but flagged for review', async () => {
    const { learner, testId } = await course();
    const attempt_id = crypto.randomUUID();
    const res = await t.call('POST', '/api/sync/push', {
      token: learner.token,
      body: {
        clientId: crypto.randomUUID(),
        clientSecret: 'cd'.repeat(32),
        schemaVersion: 1,
        mutations: [
          {
            id: 1,
            name: 'learn.start',
            args: { attempt_id, test_id: testId, question_ids: ['q1', 'q2', 'q3'] },
            createdAt: Date.now() + 3 * 24 * 3600_000,
          },
        ],
      },
    });
    expect(res.status).toBe(200);
    const row = t.db.select().from(learnAttempts).where(eq(learnAttempts.id, attempt_id)).get()!;
    expect(row.flagged).toBe(true);
    expect(row.startedAt.getTime()).toBeLessThanOrEqual(Date.now());
  });
});

describe('certificates', () => {
  it('verifies in public with name, course, date and status only; a revoked one says so; the PDF downloads', async () => {
    const { admin, learner, testId, lessonId } = await course();
    const d = device(t, learner.token);
    await d.push('learn.progress', { lesson_id: lessonId, done: true });
    await takeTest(d, testId, { q1: ['a'], q2: ['b'] });
    const [cert] = (await body(await t.call('GET', '/api/learn/certificates', { token: learner.token }))).data;
    const verified = await body(await t.call('GET', `/api/public/verify/${cert.code}`, { locale: 'kk' }));
    expect(verified.data).toEqual({
      name: learner.user.name,
      course: 'Отбасы бюджеті',
      issued_at: cert.issued_at,
      status: 'valid',
    });
    const pdf = await t.call('GET', cert.pdf_url, { token: learner.token, locale: 'kk' });
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('Content-Type')).toBe('application/pdf');
    const bytes = Buffer.from(await pdf.arrayBuffer());
    expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
    // Fonts are subsets: the whole Noto Sans files would be several hundred KB.
    expect(bytes.length).toBeLessThan(120_000);

    expect((await t.call('POST', `/api/courses/certificates/${cert.id}/revoke`, { token: admin.token })).status).toBe(
      200,
    );
    const revoked = await body(await t.call('GET', `/api/public/verify/${cert.code}`));
    expect(revoked.data.status).toBe('revoked');
    expect((await t.call('GET', `/api/public/verify/${'0'.repeat(24)}`)).status).toBe(404);
  });

  it('a Chinese certificate embeds only the glyphs it uses', async () => {
    const { learner, testId, lessonId } = await course();
    const d = device(t, learner.token);
    await d.push('learn.progress', { lesson_id: lessonId, done: true });
    await takeTest(d, testId, { q1: ['a'], q2: ['b'] });
    const [cert] = (await body(await t.call('GET', '/api/learn/certificates', { token: learner.token }))).data;
    const pdf = await t.call('GET', cert.pdf_url, { token: learner.token, locale: 'zh' });
    expect(pdf.status).toBe(200);
    expect((await pdf.arrayBuffer()).byteLength).toBeLessThan(200_000);
  });
});

describe('media Range requests', () => {
  async function pdfMedia(admin: { token: string }) {
    const bytes = Buffer.from(`%PDF-1.7\n${'0123456789'.repeat(20)}\n%%EOF\n`);
    const form = new FormData();
    form.append('file', new File([new Uint8Array(bytes)], 'notes.pdf', { type: 'application/pdf' }));
    const res = await t.app.request('/api/file-upload', {
      method: 'POST',
      body: form,
      headers: { Authorization: `Bearer ${admin.token}` },
    });
    return { bytes, url: ((await res.json()) as { data: { url: string } }).data.url };
  }
  const get = (url: string, range?: string) => t.app.request(url, { headers: range ? { Range: range } : {} });

  it('answers first bytes, a middle slice and a suffix with 206, beyond the end with 416', async () => {
    const { bytes, url } = await pdfMedia(await t.userWithRole('admin'));
    const size = bytes.length;
    const whole = await get(url);
    expect(whole.status).toBe(200);
    expect(whole.headers.get('Accept-Ranges')).toBe('bytes');

    const first = await get(url, 'bytes=0-4');
    expect(first.status).toBe(206);
    expect(first.headers.get('Content-Range')).toBe(`bytes 0-4/${size}`);
    expect(Buffer.from(await first.arrayBuffer()).toString()).toBe('%PDF-');

    const middle = await get(url, 'bytes=10-19');
    expect(middle.status).toBe(206);
    expect(Buffer.from(await middle.arrayBuffer())).toEqual(bytes.subarray(10, 20));

    const suffix = await get(url, 'bytes=-6');
    expect(suffix.status).toBe(206);
    expect(suffix.headers.get('Content-Range')).toBe(`bytes ${size - 6}-${size - 1}/${size}`);
    expect(Buffer.from(await suffix.arrayBuffer()).toString()).toBe('%%EOF\n');

    const beyond = await get(url, `bytes=${size}-`);
    expect(beyond.status).toBe(416);
    expect(beyond.headers.get('Content-Range')).toBe(`bytes */${size}`);
  });
});
