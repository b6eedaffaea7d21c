/**
 * Agro applications: the review (list with filters, search and paging, CSV/XLSX export, report by
 * course, region or status, detail, workflow moves, curator and technologist), the applicant's own
 * applications, and the standing of records a device sent. Admins see all; operators their districts.
 * Every change is in the user-action log, which is also the application's history.
 */
import { and, eq, inArray, isNull, ne, or, type SQL } from 'drizzle-orm';
import { Hono, type Context } from 'hono';
import { z } from 'zod';
import { agroApplications, users } from '../../db/schema.ts';
import { ROLES } from '../../db/roles.ts';
import type { AppEnv } from '../context.ts';
import { isOperator } from '../flows/access.ts';
import { audit } from '../lib/audit.ts';
import { gzipsExport } from '../lib/gzip-chunks.ts';
import { downloadResponse } from '../lib/table-export.ts';
import { validate, validationFailed } from '../lib/validate.ts';
import { requireAuth, requireRole } from '../middleware/auth.ts';
import {
  AGRO_TRANSITIONS,
  agroAssignSchema,
  agroExportQuery,
  agroListQuery,
  agroReportQuery,
  agroStatusSchema,
} from '../../contract/agro.ts';
import type { FieldErrors } from '../../contract/errors.ts';
import { canMove } from '../../contract/transitions.ts';
import { agroDetail, agroStanding } from './detail.ts';
import { agroOrder, coursesOf, type AgroRow } from './list-query.ts';
import { notFound } from '../lib/problem.ts';

type C = Context<AppEnv>;
const review = requireRole('admin', 'operator');
const a = agroApplications;

/** The application if it exists and lies in this user's districts; another district's answers as a missing one. */
function findApp(c: C) {
  const app = c.var.db
    .select()
    .from(a)
    .where(eq(a.id, Number(c.req.param('id'))))
    .get();
  const outside = app && isOperator(c.var.user!) && !c.var.user!.districtIds.includes(app.districtId);
  if (!app || outside) throw notFound();
  return app;
}

const reload = (c: C, id: number) => agroDetail(c.var.db, c.var.db.select().from(a).where(eq(a.id, id)).get()!);

/** Curators and technologists are staff accounts: never an applicant, never a missing id. */
function staffErrors(c: C, picks: Record<string, number | null>): FieldErrors {
  const errors: FieldErrors = {};
  for (const [field, id] of Object.entries(picks)) {
    if (id === null) continue;
    const u = c.var.db.select({ roleId: users.roleId }).from(users).where(eq(users.id, id)).get();
    if (!u || u.roleId === ROLES.applicant) errors[field] = ['agro.errors.not_staff'];
  }
  return errors;
}

/** A device asks after at most 50 of its records at once (a page of its list). */
const recordIds = z.object({
  ids: z
    .string()
    .transform((s) => s.split(',').filter(Boolean))
    .pipe(z.array(z.uuid('validation.invalid')).min(1, 'validation.required').max(50, 'validation.invalid')),
});

export const agroRoutes = new Hono<AppEnv>()
  .get('/applications', review, validate('query', agroListQuery), async (c) =>
    c.json(await c.var.reads('agro.page', { user: c.var.user!, q: c.req.valid('query') })),
  )
  .get('/applications/export', review, validate('query', agroExportQuery), (c) => {
    const { format, ...f } = c.req.valid('query');
    const gzip = gzipsExport(format, c.req.header('Accept-Encoding'));
    const chunks = c.var.reads.stream('agro.export', { user: c.var.user!, f, locale: c.var.locale, format, gzip });
    return downloadResponse(chunks, 'agro-applications', format, gzip);
  })
  .get('/applications/report', review, validate('query', agroReportQuery), async (c) => {
    const { group, ...f } = c.req.valid('query');
    return c.json({ data: await c.var.reads('agro.report', { user: c.var.user!, f, group, locale: c.var.locale }) });
  })
  .get('/applications/:id{[0-9]+}', review, (c) => {
    const app = findApp(c);
    return c.json({ data: agroDetail(c.var.db, app) });
  })
  .post('/applications/:id{[0-9]+}/status', review, validate('json', agroStatusSchema), (c) => {
    const app = findApp(c);
    const { status, reason, course } = c.req.valid('json');
    if (!canMove(AGRO_TRANSITIONS, app.status, status))
      return validationFailed(c, { status: ['agro.status.not_allowed'] });
    const { db } = c.var;
    if (status === 'enrolled' && !(coursesOf(db, [app.id]).get(app.id) ?? []).includes(course!))
      return validationFailed(c, { course: ['agro.status.course_not_chosen'] });
    const enrolledCourse = status === 'enrolled' ? course! : app.enrolledCourse;
    // The status it had when read: after a second reviewer's move in between, this one is refused.
    const moved = db.transaction((tx) => {
      const changed = tx
        .update(a)
        .set({ status, statusReason: reason ?? null, enrolledCourse, updatedAt: new Date() })
        .where(and(eq(a.id, app.id), eq(a.status, app.status)))
        .run().changes;
      if (!changed) return false;
      audit(tx, {
        action: 'agro.status',
        userId: c.var.user!.id,
        subjectType: 'agro_application',
        subjectId: app.id,
        changedUserId: app.applicantId,
        before: { status: app.status, status_reason: app.statusReason, enrolled_course: app.enrolledCourse },
        after: { status, status_reason: reason ?? null, enrolled_course: enrolledCourse },
        ip: c.var.ip,
      });
      return true;
    });
    if (!moved) return validationFailed(c, { status: ['agro.status.not_allowed'] });
    return c.json({ data: reload(c, app.id) });
  })
  .post('/applications/:id{[0-9]+}/assign', review, validate('json', agroAssignSchema), (c) => {
    const app = findApp(c);
    const { curator_id, technologist_id, whole_cooperative } = c.req.valid('json');
    const errors = staffErrors(c, { curator_id, technologist_id });
    if (Object.keys(errors).length) return validationFailed(c, errors);
    if (whole_cooperative && !app.coopName)
      return validationFailed(c, { whole_cooperative: ['agro.errors.no_cooperative'] });
    const { db } = c.var;
    // The cooperative's applications in the same district (the reviewer's scope holds: one district).
    const targets: AgroRow[] = whole_cooperative
      ? db
          .select()
          .from(a)
          .where(and(eq(a.districtId, app.districtId), eq(a.coopName, app.coopName!)))
          .all()
      : [app];
    db.transaction((tx) => {
      for (const t of targets) {
        if (t.curatorId === curator_id && t.technologistId === technologist_id) continue;
        tx.update(a)
          .set({ curatorId: curator_id, technologistId: technologist_id, updatedAt: new Date() })
          .where(eq(a.id, t.id))
          .run();
        audit(tx, {
          action: 'agro.assign',
          userId: c.var.user!.id,
          subjectType: 'agro_application',
          subjectId: t.id,
          changedUserId: t.applicantId,
          before: { curator_id: t.curatorId, technologist_id: t.technologistId },
          after: { curator_id, technologist_id, ...(whole_cooperative ? { cooperative: t.coopName } : {}) },
          ip: c.var.ip,
        });
      }
    });
    return c.json({ data: reload(c, app.id) });
  })
  .get('/staff', review, (c) => {
    // Whom a curator or technologist can be: active staff accounts (never applicants), by name.
    const rows = c.var.db
      .select({ id: users.id, name: users.name, role_id: users.roleId })
      .from(users)
      .where(and(ne(users.roleId, ROLES.applicant), isNull(users.blockedAt)))
      .orderBy(users.name)
      .limit(1000)
      .all();
    return c.json({ data: rows });
  })
  .get('/mine', requireAuth, (c) => {
    const { db, user } = c.var;
    // Sent from the applicant's own account, or typed for them at an office under their IIN.
    const mine: SQL | undefined = user!.iin
      ? or(eq(a.applicantId, user!.id), eq(a.iin, user!.iin))
      : eq(a.applicantId, user!.id);
    const rows = db
      .select()
      .from(a)
      .where(mine)
      .orderBy(...agroOrder({ sort: 'created_at', order: 'DESC' }))
      .all();
    const courses = coursesOf(
      db,
      rows.map((r) => r.id),
    );
    return c.json({ data: rows.map((r) => agroStanding(r, courses.get(r.id) ?? [])) });
  })
  .get('/standing', validate('query', recordIds), (c) => {
    // A device asks after the records it sent: their UUIDs are the proof it holds them (never listed anywhere).
    const { db } = c.var;
    const rows = db
      .select()
      .from(a)
      .where(inArray(a.clientRecordId, c.req.valid('query').ids))
      .all();
    const courses = coursesOf(
      db,
      rows.map((r) => r.id),
    );
    return c.json({ data: rows.map((r) => agroStanding(r, courses.get(r.id) ?? [])) });
  });
