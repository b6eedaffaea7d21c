/**
 * Consultation cases online: the lawyer's list with filters and their day (reminders due today or
 * overdue, coming up, cases with no next step), a case with its timeline, the report and its download,
 * the duplicate check for an intake form, admins' assignment and "send to consultation" from a training
 * application, and the person's own cases (status and next date only). Lawyers see their own cases,
 * admins all (ADR 072); changes from tablets come through the outbox mutations beside this file.
 */
import { and, desc, eq, isNull, or } from 'drizzle-orm';
import { Hono, type Context } from 'hono';
import { applications, consultationEvents, consultations, users } from '../../db/schema.ts';
import { ROLES } from '../../db/roles.ts';
import type { AppEnv } from '../context.ts';
import { audit } from '../lib/audit.ts';
import { exportResponse } from '../lib/table-export.ts';
import { validate, validationFailed } from '../lib/validate.ts';
import { requireAuth, requireRole } from '../middleware/auth.ts';
import {
  caseAssignSchema,
  caseDuplicateQuery,
  caseFromApplicationSchema,
  caseListQuery,
  caseReportExportQuery,
  caseReportQuery,
} from '../../contract/consultations.ts';
import { nextServerVersion } from '../sync/versions.ts';
import { mayWork } from './access.ts';
import { createCase } from './create-case.ts';
import { hasOpenDuplicate } from './duplicate-lookup.ts';
import { caseDetail, myCase } from './docs.ts';
import { caseReportTable } from './report.ts';
import { notFound } from '../lib/problem.ts';

type C = Context<AppEnv>;
const k = consultations;
const work = requireRole('admin', 'lawyer');

function findCase(c: C) {
  const row = c.var.db
    .select()
    .from(k)
    .where(eq(k.id, Number(c.req.param('id'))))
    .get();
  return row && mayWork(c.var.user!, row) ? row : undefined;
}

export const caseRoutes = new Hono<AppEnv>()
  .get('/', work, validate('query', caseListQuery), async (c) =>
    c.json(await c.var.reads('cases.page', { user: c.var.user!, q: c.req.valid('query'), now: Date.now() })),
  )
  .get('/day', work, async (c) =>
    c.json({ data: await c.var.reads('cases.day', { user: c.var.user!, now: Date.now() }) }),
  )
  .get('/report', work, validate('query', caseReportQuery), async (c) => {
    const { user, locale } = c.var;
    return c.json({
      data: await c.var.reads('cases.report', { user: user!, group: c.req.valid('query').group, locale }),
    });
  })
  .get('/report/export', work, validate('query', caseReportExportQuery), async (c) => {
    const { user, locale, t } = c.var;
    const q = c.req.valid('query');
    return exportResponse(
      caseReportTable(await c.var.reads('cases.report', { user: user!, group: q.group, locale }), t),
      q.format,
    );
  })
  .get('/duplicates', requireRole('admin', 'lawyer', 'operator'), validate('query', caseDuplicateQuery), (c) => {
    // Whether one exists, never whose: an intake form warns without showing another lawyer's case.
    const q = c.req.valid('query');
    return c.json({ data: { open: hasOpenDuplicate(c.var.db, c.var.user!, q.iin, q.type) } });
  })
  .get('/mine', requireAuth, (c) => {
    const { db, user } = c.var;
    const rows = db
      .select()
      .from(k)
      .where(user!.iin ? or(eq(k.applicantId, user!.id), eq(k.iin, user!.iin)) : eq(k.applicantId, user!.id))
      .orderBy(desc(k.createdAt))
      .limit(50)
      .all();
    return c.json({ data: rows.map(myCase) });
  })
  .get('/:id{[0-9]+}', work, (c) => {
    const row = findCase(c);
    if (!row) throw notFound();
    return c.json({ data: caseDetail(c.var.db, row) });
  })
  .post('/:id{[0-9]+}/assign', requireRole('admin'), validate('json', caseAssignSchema), (c) => {
    const { db, user, ip } = c.var;
    const row = findCase(c);
    if (!row) throw notFound();
    const { lawyer_id } = c.req.valid('json');
    if (lawyer_id !== null) {
      const lawyer = db.select().from(users).where(eq(users.id, lawyer_id)).get();
      if (!lawyer || lawyer.roleId !== ROLES.lawyer || lawyer.blockedAt)
        return validationFailed(c, { lawyer_id: ['cases.errors.not_lawyer'] });
    }
    if (row.lawyerId !== lawyer_id)
      db.transaction((tx) => {
        const before = { lawyer_id: row.lawyerId };
        const after = { lawyer_id };
        tx.update(k)
          .set({ lawyerId: lawyer_id, updatedAt: new Date(), serverVersion: nextServerVersion(tx) })
          .where(eq(k.id, row.id))
          .run();
        tx.insert(consultationEvents)
          .values({ consultationId: row.id, kind: 'assign', userId: user!.id, at: new Date(), before, after })
          .run();
        audit(tx, {
          action: 'cases.assign',
          userId: user!.id,
          subjectType: 'consultation',
          subjectId: row.id,
          changedUserId: row.applicantId,
          before,
          after,
          ip,
        });
      });
    return c.json({ data: caseDetail(db, db.select().from(k).where(eq(k.id, row.id)).get()!) });
  })
  .post('/from-application/:id{[0-9]+}', requireRole('admin'), validate('json', caseFromApplicationSchema), (c) => {
    // "Send {name} to consultation": the training applicant becomes a waiting case.
    const { db, user, ip } = c.var;
    const app = db
      .select({ a: applications, u: users })
      .from(applications)
      .innerJoin(users, eq(users.id, applications.applicantId))
      .where(and(eq(applications.id, Number(c.req.param('id'))), isNull(applications.deletedAt)))
      .get();
    if (!app) throw notFound();
    const { type } = c.req.valid('json');
    const row = db.transaction((tx) =>
      createCase(tx, {
        uuid: crypto.randomUUID(),
        iin: app.u.iin,
        name: app.u.name,
        phone: app.u.phone,
        type,
        title: c.var.t(`consultation.type.${type}`),
        problem: '',
        regionId: app.u.regionId ?? app.a.lessonRegionId,
        districtId: app.u.districtId ?? app.a.lessonDistrictId,
        source: 'application',
        lawyerId: null,
        by: user!.id,
        at: new Date(),
        ip,
      }),
    );
    return c.json({ data: caseDetail(db, row) }, 201);
  });
