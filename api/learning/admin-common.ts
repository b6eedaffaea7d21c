/** What the course admin's routes share: the roles, the params, reading a course or lesson, the audit entry. */
import { and, eq } from 'drizzle-orm';
import type { Context } from 'hono';
import { z } from 'zod';
import { learnCourses, learnLessons } from '../../db/schema.ts';
import type { AppEnv } from '../context.ts';
import { audit } from '../lib/audit.ts';
import { requireRole } from '../middleware/auth.ts';
import { courseMedia } from './media-facts.ts';
import { adminLesson, adminMaterials } from './views.ts';
import type { AuditAction } from '../../contract/user-logs.ts';

export type C = Context<AppEnv>;
export const editors = requireRole('admin', 'expert');
export const admins = requireRole('admin');
export const idParam = z.object({ id: z.coerce.number().int().positive() });
export const lessonParam = z.object({
  course_id: z.coerce.number().int().positive(),
  id: z.coerce.number().int().positive(),
});
export const courseParam = z.object({ course_id: z.coerce.number().int().positive() });

export const getCourse = (c: C, id: number) =>
  c.var.db.select().from(learnCourses).where(eq(learnCourses.id, id)).get();
export const getLesson = (c: C, courseId: number, id: number) =>
  c.var.db
    .select()
    .from(learnLessons)
    .where(and(eq(learnLessons.id, id), eq(learnLessons.courseId, courseId)))
    .get();

export function log(
  c: C,
  action: AuditAction,
  subjectType: string,
  subjectId: number,
  before: unknown,
  after: unknown,
) {
  audit(c.var.db, {
    action,
    userId: c.var.user!.id,
    subjectType,
    subjectId,
    before: before as Record<string, unknown> | null,
    after: after as Record<string, unknown> | null,
    ip: c.var.ip,
  });
}

/** The admin's lesson with each material's type, read from its stored file. */
export const lessonView = (c: C, l: typeof learnLessons.$inferSelect) => ({
  ...adminLesson(l),
  materials: adminMaterials(l.materials, courseMedia(c.var.db, null, [l])),
});
