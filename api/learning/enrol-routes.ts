/**
 * Who studies a course: admins enrol people (by account, by applicant phone, or a whole training flow's
 * students) and withdraw them. A withdrawal keeps the row (and the learner's progress and attempts) with
 * its time, and bumps its version, so the learner's device hears of it with the next pull and removes its
 * saved copy (ADR 116); enrolling again brings the course back.
 */
import { and, eq, inArray, isNotNull, isNull } from 'drizzle-orm';
import { Hono, type Context } from 'hono';
import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { ROLES } from '../../db/roles.ts';
import { applications, learnCourses, learnEnrolments, users } from '../../db/schema.ts';
import type { AppEnv } from '../context.ts';
import { audit } from '../lib/audit.ts';
import { validate, validationFailed } from '../lib/validate.ts';
import { requireRole } from '../middleware/auth.ts';
import { enrolInput, withdrawInput } from '../../contract/learning.ts';
import { nextServerVersion } from '../sync/versions.ts';
import { notFound } from '../lib/problem.ts';

const admins = requireRole('admin');
const idParam = z.object({ id: z.coerce.number().int().positive() });

/** The learners enrolled now (not withdrawn), by name. */
export const courseStudents = (db: Db, courseId: number) =>
  db
    .select({ id: users.id, name: users.name, phone: users.phone })
    .from(learnEnrolments)
    .innerJoin(users, eq(users.id, learnEnrolments.userId))
    .where(and(eq(learnEnrolments.courseId, courseId), isNull(learnEnrolments.withdrawnAt)))
    .orderBy(users.name)
    .all();

const courseExists = (c: Context<AppEnv>, id: number) =>
  !!c.var.db.select({ id: learnCourses.id }).from(learnCourses).where(eq(learnCourses.id, id)).get();

/** Applicants among these account ids (anyone else cannot learn). */
const applicantsOf = (db: Db, ids: number[]) =>
  ids.length
    ? db
        .select({ id: users.id })
        .from(users)
        .where(and(inArray(users.id, ids), eq(users.roleId, ROLES.applicant)))
        .all()
        .map((u) => u.id)
    : [];

export const enrolmentRoutes = new Hono<AppEnv>()
  .post('/:id{[0-9]+}/enrol', admins, validate('param', idParam), validate('json', enrolInput), (c) => {
    const courseId = c.req.valid('param').id;
    if (!courseExists(c, courseId)) throw notFound();
    const { user_ids, phones, flow_id } = c.req.valid('json');
    const { db } = c.var;
    const fromFlow =
      flow_id === null
        ? []
        : db
            .select({ id: applications.applicantId })
            .from(applications)
            .where(eq(applications.flowId, flow_id))
            .all()
            .map((r) => r.id);
    const picked = applicantsOf(db, user_ids);
    if (picked.length < new Set(user_ids).size)
      return validationFailed(c, { user_ids: ['learn.errors.not_applicant'] });
    const byPhone = phones.length
      ? db
          .select({ id: users.id })
          .from(users)
          .where(and(inArray(users.phone, phones), eq(users.roleId, ROLES.applicant)))
          .all()
          .map((u) => u.id)
      : [];
    if (byPhone.length < new Set(phones).size) return validationFailed(c, { phones: ['learn.errors.not_applicant'] });
    if (flow_id !== null && !fromFlow.length) return validationFailed(c, { flow_id: ['learn.errors.no_students'] });
    const learners = [...new Set([...picked, ...byPhone, ...fromFlow])];
    const added = db.transaction((tx) => {
      let n = 0;
      for (const userId of learners) {
        // New, or back after a withdrawal; someone enrolled already is left as they are.
        const serverVersion = nextServerVersion(tx);
        n += tx
          .insert(learnEnrolments)
          .values({ courseId, userId, enrolledBy: c.var.user!.id, serverVersion })
          .onConflictDoUpdate({
            target: [learnEnrolments.courseId, learnEnrolments.userId],
            set: { withdrawnAt: null, enrolledBy: c.var.user!.id, serverVersion },
            setWhere: isNotNull(learnEnrolments.withdrawnAt),
          })
          .run().changes;
      }
      audit(tx, {
        action: 'learn.enrol',
        userId: c.var.user!.id,
        subjectType: 'learn_course',
        subjectId: courseId,
        before: null,
        after: { user_ids: learners, flow_id, added: n },
        ip: c.var.ip,
      });
      return n;
    });
    return c.json({ data: { added, students: courseStudents(db, courseId) } });
  })
  .post('/:id{[0-9]+}/withdraw', admins, validate('param', idParam), validate('json', withdrawInput), (c) => {
    const courseId = c.req.valid('param').id;
    if (!courseExists(c, courseId)) throw notFound();
    const { db } = c.var;
    const wanted = [...new Set(c.req.valid('json').user_ids)];
    const withdrawn = db.transaction((tx) => {
      const now = new Date();
      const active = tx
        .select({ userId: learnEnrolments.userId })
        .from(learnEnrolments)
        .where(
          and(
            eq(learnEnrolments.courseId, courseId),
            inArray(learnEnrolments.userId, wanted),
            isNull(learnEnrolments.withdrawnAt),
          ),
        )
        .all()
        .map((r) => r.userId);
      for (const userId of active)
        tx.update(learnEnrolments)
          .set({ withdrawnAt: now, serverVersion: nextServerVersion(tx) })
          .where(and(eq(learnEnrolments.courseId, courseId), eq(learnEnrolments.userId, userId)))
          .run();
      if (active.length)
        audit(tx, {
          action: 'learn.withdraw',
          userId: c.var.user!.id,
          subjectType: 'learn_course',
          subjectId: courseId,
          before: { user_ids: active },
          after: { withdrawn: active },
          ip: c.var.ip,
        });
      return active;
    });
    return c.json({ data: { withdrawn: withdrawn.length, students: courseStudents(db, courseId) } });
  });
