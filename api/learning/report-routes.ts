/**
 * The course report under /api/courses/{id}/report (admins and experts): the figures and areas, one
 * page of learners at a time, one learner's answers, and any of its tables as CSV or XLSX. The long
 * reads go to the read workers; a download walks the learners page by page, never all at once.
 */
import { and, eq } from 'drizzle-orm';
import { Hono, type Context } from 'hono';
import { z } from 'zod';
import { learnCourses, learnEnrolments } from '../../db/schema.ts';
import type { AppEnv } from '../context.ts';
import { exportResponse, type Cell } from '../lib/table-export.ts';
import { validate } from '../lib/validate.ts';
import { requireRole } from '../middleware/auth.ts';
import {
  COURSE_REPORT_COLUMNS,
  courseLearnersQuery,
  courseReportCells,
  courseReportExport,
  courseReportQuery,
  LEARNERS_PAGE,
  type CourseReportTable,
} from '../../contract/learning-report.ts';
import { courseLearners } from './report-learners.ts';
import { courseAnswers } from './report.ts';
import { notFound } from '../lib/problem.ts';

type C = Context<AppEnv>;
const editors = requireRole('admin', 'expert');
const idParam = z.object({ id: z.coerce.number().int().positive() });
const learnerParam = idParam.extend({ user_id: z.coerce.number().int().positive() });
const courseExists = (c: C, id: number) =>
  !!c.var.db.select({ id: learnCourses.id }).from(learnCourses).where(eq(learnCourses.id, id)).get();

/** The learners of the course (of one region), a page at a time: a download never holds them all. */
function* learnerPages(c: C, courseId: number, regionId: number | undefined) {
  let after = 0;
  for (;;) {
    const page = courseLearners(
      c.var.db,
      courseId,
      { after, per_page: LEARNERS_PAGE, region_id: regionId },
      c.var.locale,
    );
    yield page.rows;
    if (page.next === null) return;
    after = page.next;
  }
}

function* learnerRows(c: C, courseId: number, regionId: number | undefined) {
  for (const rows of learnerPages(c, courseId, regionId)) yield* rows;
}

function* answerRows(c: C, courseId: number, regionId: number | undefined) {
  for (const rows of learnerPages(c, courseId, regionId))
    yield* courseAnswers(
      c.var.db,
      courseId,
      rows.map((r) => r.user_id),
      c.var.locale,
      c.var.t,
    );
}

export const learningReports = new Hono<AppEnv>()
  .get('/:id{[0-9]+}/report', editors, validate('param', idParam), validate('query', courseReportQuery), async (c) => {
    const courseId = c.req.valid('param').id;
    if (!courseExists(c, courseId)) throw notFound();
    const regionId = c.req.valid('query').region_id;
    return c.json({ data: await c.var.reads('learn.report', { courseId, regionId, locale: c.var.locale }) });
  })
  .get(
    '/:id{[0-9]+}/report/learners',
    editors,
    validate('param', idParam),
    validate('query', courseLearnersQuery),
    async (c) => {
      const courseId = c.req.valid('param').id;
      if (!courseExists(c, courseId)) throw notFound();
      const q = c.req.valid('query');
      const page = await c.var.reads('learn.learners', { courseId, q, locale: c.var.locale });
      return c.json({ data: page.rows, next: page.next });
    },
  )
  .get('/:id{[0-9]+}/report/learners/:user_id{[0-9]+}', editors, validate('param', learnerParam), (c) => {
    const { id, user_id } = c.req.valid('param');
    const { db, locale, t } = c.var;
    const enrolled = db
      .select({ u: learnEnrolments.userId })
      .from(learnEnrolments)
      .where(and(eq(learnEnrolments.courseId, id), eq(learnEnrolments.userId, user_id)))
      .get();
    if (!enrolled) throw notFound();
    return c.json({ data: courseAnswers(db, id, [user_id], locale, t) });
  })
  .get(
    '/:id{[0-9]+}/report/export',
    editors,
    validate('param', idParam),
    validate('query', courseReportExport),
    async (c) => {
      const courseId = c.req.valid('param').id;
      if (!courseExists(c, courseId)) throw notFound();
      const { table, format, region_id: regionId } = c.req.valid('query');
      const { t, locale } = c.var;
      const say = (id: string) => t(id);
      const cells = <T extends CourseReportTable>(
        name: T,
        rows: Iterable<Parameters<typeof courseReportCells<T>>[1]>,
      ) =>
        (function* () {
          for (const r of rows) yield courseReportCells(name, r, say) as Cell[];
        })();
      let rows: Iterable<Cell[]>;
      if (table === 'areas' || table === 'questions') {
        const report = await c.var.reads('learn.report', { courseId, regionId, locale });
        rows = table === 'areas' ? cells('areas', report.areas.rows) : cells('questions', report.questions);
      } else if (table === 'learners') rows = cells('learners', learnerRows(c, courseId, regionId));
      else rows = cells('answers', answerRows(c, courseId, regionId));
      const head = COURSE_REPORT_COLUMNS[table].map((k) => t(`learn.report.col.${k}`));
      return exportResponse({ name: `course-${courseId}-${table}`, head, rows }, format);
    },
  );
