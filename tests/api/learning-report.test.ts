import { and, eq, ne } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { kato } from '../../db/schema.ts';
import { translator } from '../../api/lib/i18n.ts';
import { courseReportCells, type CourseReportTable } from '../../contract/learning-report.ts';
import { someDistricts } from '../support/flows.ts';
import { body, publishedCourse, takeTest } from '../support/learning.ts';
import { device } from '../support/push.ts';
import { makeTestApp } from '../support/test-app.ts';

let t: ReturnType<typeof makeTestApp>;
beforeEach(() => (t = makeTestApp()));
afterEach(() => t.close());

/** RFC 4180 as the export writes it: a BOM, CRLF lines, quoted fields with doubled quotes. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  const s = text.replace(/^\uFEFF/, '');
  for (let i = 0; i < s.length; i++) {
    const ch = s[i]!;
    if (quoted && ch === '"' && s[i + 1] === '"') {
      field += '"';
      i++;
    } else if (ch === '"') quoted = !quoted;
    else if (quoted || (ch !== ',' && ch !== '\r' && ch !== '\n')) field += ch;
    else if (ch === ',') {
      row.push(field);
      field = '';
    } else if (ch === '\n') {
      row.push(field);
      rows.push(row);
      row = [];
      field = '';
    }
  }
  return rows;
}

/**
 * Four enrolled learners: L1 (region R, district D1) finishes the lesson, fails then passes; L2 (R, D2)
 * passes without the lesson; L3 (another region) fails answering nothing right; L4 (no region) does nothing.
 */
async function seeded() {
  const { regionId, districtId, otherDistrictId } = someDistricts(t.db);
  const otherRegion = t.db
    .select()
    .from(kato)
    .where(and(eq(kato.level, 1), ne(kato.id, regionId)))
    .get()!.id;
  const l1 = await t.userWithRole('applicant', { name: 'Әлия', regionId, districtId });
  const l2 = await t.userWithRole('applicant', { name: 'Бақыт', regionId, districtId: otherDistrictId });
  const l3 = await t.userWithRole('applicant', { name: 'Ерлан', regionId: otherRegion });
  const l4 = await t.userWithRole('applicant', { name: 'Жанар' });
  const c = await publishedCourse(t, [l1.user.id, l2.user.id, l3.user.id, l4.user.id]);
  const d1 = device(t, l1.token);
  await d1.push('learn.progress', { lesson_id: c.lessonId, done: true });
  await takeTest(d1, c.testId, { q1: ['a'], q2: ['a'], q3: ['a'] });
  await takeTest(d1, c.testId, { q1: ['a'], q2: ['b'], q3: ['a', 'c'] });
  await takeTest(device(t, l2.token), c.testId, { q1: ['a'], q2: ['b'], q3: ['c'] });
  await takeTest(device(t, l3.token), c.testId, { q1: ['b'], q2: ['c'] });
  return { ...c, regionId, districtId, otherDistrictId, otherRegion, learners: [l1, l2, l3, l4] };
}

const get = async (path: string, token: string) => {
  const res = await t.call('GET', path, { token, locale: 'ru' });
  expect(res.status, path).toBe(200);
  return res;
};

describe('course report', () => {
  it('counts exact figures by region and district, and puts the hardest question first', async () => {
    const s = await seeded();
    const report = (await body(await get(`/api/courses/${s.courseId}/report`, s.admin.token))).data;
    expect(report.summary).toEqual({
      enrolled: 4,
      started: 3,
      finished: 1,
      took_test: 3,
      passed: 2,
      attempts: 4,
      pass_rate: 66.7,
    });
    const area = (r: {
      kato_id: number | null;
      enrolled: number;
      started: number;
      finished: number;
      took_test: number;
      passed: number;
      pass_rate: number | null;
    }) => [r.kato_id, r.enrolled, r.started, r.finished, r.took_test, r.passed, r.pass_rate];
    expect(report.areas.group).toBe('region');
    // Most learners first; the two areas of one learner each follow in name order.
    expect(report.areas.rows.map(area)[0]).toEqual([s.regionId, 2, 2, 1, 2, 2, 100]);
    expect(report.areas.rows.map(area).slice(1)).toEqual(
      expect.arrayContaining([
        [s.otherRegion, 1, 1, 0, 1, 0, 0],
        [null, 1, 0, 0, 0, 0, null],
      ]),
    );
    expect(report.areas.rows).toHaveLength(3);
    expect(
      report.questions.map((q: { id: string; asked: number; right: number; share_right: number }) => [
        q.id,
        q.asked,
        q.right,
        q.share_right,
      ]),
    ).toEqual([
      ['q3', 4, 1, 25],
      ['q2', 4, 2, 50],
      ['q1', 4, 3, 75],
    ]);
    const districts = (
      await body(await get(`/api/courses/${s.courseId}/report?region_id=${s.regionId}`, s.admin.token))
    ).data;
    expect(districts.summary).toEqual(report.summary);
    expect(districts.areas.group).toBe('district');
    expect(districts.areas.rows.map(area).sort((a: number[], b: number[]) => a[0]! - b[0]!)).toEqual(
      [
        [s.districtId, 1, 1, 1, 1, 1, 100],
        [s.otherDistrictId, 1, 1, 0, 1, 1, 100],
      ].sort((a, b) => a[0]! - b[0]!),
    );
  });

  it('pages learners with their attempts, and lists one learner’s answers', async () => {
    const s = await seeded();
    const [l1, l2, l3, l4] = s.learners;
    const first = await body(await get(`/api/courses/${s.courseId}/report/learners?per_page=2`, s.admin.token));
    const second = await body(
      await get(`/api/courses/${s.courseId}/report/learners?per_page=2&after=${first.next}`, s.admin.token),
    );
    const row = (r: {
      user_id: number;
      lessons_done: number;
      attempts: number;
      best: string | null;
      passed: boolean;
      finished: boolean;
    }) => [r.user_id, r.lessons_done, r.attempts, r.best, r.passed, r.finished];
    expect([...first.data, ...second.data].map(row)).toEqual([
      [l1!.user.id, 1, 2, '3 / 3', true, true],
      [l2!.user.id, 0, 1, '2 / 3', true, false],
      [l3!.user.id, 0, 1, '0 / 3', false, false],
      [l4!.user.id, 0, 0, null, false, false],
    ]);
    const ofRegion = await body(
      await get(`/api/courses/${s.courseId}/report/learners?region_id=${s.otherRegion}`, s.admin.token),
    );
    expect(ofRegion.data.map((r: { user_id: number }) => r.user_id)).toEqual([l3!.user.id]);
    expect(ofRegion.next).toBeNull();

    const answers = (await body(await get(`/api/courses/${s.courseId}/report/learners/${l3!.user.id}`, s.admin.token)))
      .data;
    expect(
      answers.map((a: { question: string; chosen: string; answered_right: boolean }) => [
        a.question,
        a.chosen,
        a.answered_right,
      ]),
    ).toEqual([
      ['Вопрос q1', 'Ответ b', false],
      ['Вопрос q2', 'Ответ c', false],
      ['Вопрос q3', '', false],
    ]);
    const tooMany = await t.call('GET', `/api/courses/${s.courseId}/report/learners?per_page=201`, {
      token: s.admin.token,
    });
    expect(tooMany.status).toBe(422);
    expect((await body(tooMany)).errors).toEqual({ per_page: ['validation.number.range'] });
    const stranger = await t.userWithRole('applicant');
    expect(
      (await t.call('GET', `/api/courses/${s.courseId}/report/learners/${stranger.user.id}`, { token: s.admin.token }))
        .status,
    ).toBe(404);
  });

  it('the CSV of each table equals the rows on the screen, and XLSX downloads', async () => {
    const s = await seeded();
    const expert = await t.userWithRole('expert');
    const say = translator('ru');
    const report = (await body(await get(`/api/courses/${s.courseId}/report`, expert.token))).data;
    const learners = (await body(await get(`/api/courses/${s.courseId}/report/learners`, expert.token))).data;
    const answers = (
      await Promise.all(
        learners.map(
          async (l: { user_id: number }) =>
            (await body(await get(`/api/courses/${s.courseId}/report/learners/${l.user_id}`, expert.token))).data,
        ),
      )
    ).flat();
    const screen: Record<CourseReportTable, unknown[]> = {
      areas: report.areas.rows,
      questions: report.questions,
      learners,
      answers,
    };
    for (const table of ['areas', 'questions', 'learners', 'answers'] as const) {
      const res = await get(`/api/courses/${s.courseId}/report/export?table=${table}&format=csv`, expert.token);
      expect(res.headers.get('Content-Type')).toContain('text/csv');
      const [head, ...rows] = parseCsv(await res.text());
      expect(head!.length, table).toBeGreaterThan(3);
      const shown = screen[table].map((r) =>
        courseReportCells(table, r as never, (id) => say(id)).map((v) =>
          v === null || v === undefined ? '' : String(v),
        ),
      );
      expect(rows, table).toEqual(shown);
    }
    expect(screen.answers).toHaveLength(12);
    const xlsx = await get(`/api/courses/${s.courseId}/report/export?table=learners&format=xlsx`, expert.token);
    expect(
      Buffer.from(await xlsx.arrayBuffer())
        .subarray(0, 2)
        .toString(),
    ).toBe('PK');
    const bad = await t.call('GET', `/api/courses/${s.courseId}/report/export?table=secrets&format=csv`, {
      token: expert.token,
    });
    expect(bad.status).toBe(422);
    expect((await body(bad)).errors).toEqual({ table: ['validation.invalid'] });
  });
});
