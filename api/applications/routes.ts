/**
 * The applications review (admin area): the list with paging, filters, sort and search, its CSV/XLSX
 * export, the detail with history, and the changes an office makes — status with a reason, flow attach
 * and detach, delete. Admins see all; operators only applications whose lessons are in their districts.
 * Every change is audited and gets a new server_version, so the applicant's device pulls it.
 */
import { eq } from 'drizzle-orm';
import { Hono, type Context } from 'hono';
import { applications, flows } from '../../db/schema.ts';
import { applicationDetail } from './detail.ts';
import type { AppEnv } from '../context.ts';
import { isOperator, mayUseDistrict } from '../flows/access.ts';
import { attachErrors, attachRows, detachRows } from '../flows/roster-change.ts';
import { bumpFlow, setStatus } from '../flows/status.ts';
import { audit } from '../lib/audit.ts';
import { gzipsExport } from '../lib/gzip-chunks.ts';
import { downloadResponse } from '../lib/table-export.ts';
import { validate, validationFailed } from '../lib/validate.ts';
import { requireRole } from '../middleware/auth.ts';
import {
  applicationExportQuery,
  applicationFlowSchema,
  applicationListQuery,
  applicationStatusSchema,
} from '../../contract/applications.ts';
import { nextServerVersion } from '../sync/versions.ts';
import { trainingCertificateDeleted } from '../learning/certificate-training.ts';
import { notFound } from '../lib/problem.ts';

type C = Context<AppEnv>;
/** Office staff and admins review applications; trainers see their flows' rosters, experts content. */
const review = requireRole('admin', 'operator');

const actor = (c: C) => ({ userId: c.var.user!.id, ip: c.var.ip });

/** The application if it exists, is not deleted and lies in this user's districts (else it throws notFound). */
function findApp(c: C) {
  const id = Number(c.req.param('id'));
  const app = c.var.db.select().from(applications).where(eq(applications.id, id)).get();
  // Another district's record answers exactly like a missing one: operators cannot probe for it.
  const outside = isOperator(c.var.user!) && !c.var.user!.districtIds.includes(app?.lessonDistrictId ?? -1);
  if (!app || app.deletedAt || outside) throw notFound();
  return app;
}

const detail = (c: C, id: number) => c.json({ data: applicationDetail(c.var.db, id, true) });

export const applicationRoutes = new Hono<AppEnv>()
  .get('/', review, validate('query', applicationListQuery), async (c) => {
    const q = c.req.valid('query');
    const { total, capped, next, data } = await c.var.reads('applications.page', { user: c.var.user!, q });
    const meta = {
      current_page: q.page,
      per_page: q.per_page,
      total,
      /** `total` is a floor: more rows match than were counted ("10,000+"). */
      total_capped: capped,
      last_page: Math.max(1, Math.ceil(total / q.per_page)),
      /** The cursor "Next" sends as `after`; null on the last page. */
      next,
    };
    return c.json({ data, meta });
  })
  .get('/export', review, validate('query', applicationExportQuery), async (c) => {
    const q = c.req.valid('query');
    const gzip = gzipsExport(q.format, c.req.header('Accept-Encoding'));
    const args = { user: c.var.user!, f: q, locale: c.var.locale, format: q.format, gzip };
    return downloadResponse(c.var.reads.stream('applications.export', args), 'applications', q.format, gzip);
  })
  .get('/:id{[0-9]+}', review, (c) => {
    return detail(c, findApp(c).id);
  })
  .post('/:id{[0-9]+}/status', review, validate('json', applicationStatusSchema), (c) => {
    const app = findApp(c);
    // Final: the IIN and the person are the office record's now (ADR 133); a change goes to that record.
    if (app.status === 'superseded') return validationFailed(c, { status: ['applications.errors.superseded'] });
    const { status, reason } = c.req.valid('json');
    const by = actor(c);
    c.var.db.transaction((tx) => {
      // The one status write (history, the training certificate); the same status only gets the new reason.
      if (!setStatus(tx, app, status, reason, by.userId, { statusReason: reason, ip: by.ip }))
        tx.update(applications)
          .set({ statusReason: reason, updatedAt: new Date(), serverVersion: nextServerVersion(tx) })
          .where(eq(applications.id, app.id))
          .run();
      // The trainer's roster shows statuses: their tablet pulls the flow again.
      if (app.flowId) bumpFlow(tx, app.flowId);
      audit(tx, {
        action: 'application.status',
        userId: by.userId,
        subjectType: 'application',
        subjectId: app.id,
        changedUserId: app.applicantId,
        before: { status: app.status, status_reason: app.statusReason },
        after: { status, status_reason: reason },
        ip: by.ip,
      });
    });
    return detail(c, app.id);
  })
  .post('/:id{[0-9]+}/flow', review, validate('json', applicationFlowSchema), (c) => {
    const app = findApp(c);
    const { db } = c.var;
    const flowId = c.req.valid('json').flow_id;
    const flow = db.select().from(flows).where(eq(flows.id, flowId)).get();
    if (!flow) return validationFailed(c, { flow_id: ['errors.not_found'] });
    // A flow this user may not manage (another district's, or deleted) is named as such on the field.
    if (flow.deletedAt || !mayUseDistrict(c.var.user!, flow.districtId))
      return validationFailed(c, { flow_id: ['flows.errors.other_district'] });
    const errors = attachErrors(db, flow, [app], 1, 'flow_id');
    if (errors) return validationFailed(c, errors);
    attachRows(db, flow, [app], 'application.flow_attach', actor(c));
    return detail(c, app.id);
  })
  .delete('/:id{[0-9]+}/flow', review, (c) => {
    const app = findApp(c);
    if (app.flowId === null) return validationFailed(c, { flow_id: ['flows.errors.not_in_flow'] });
    detachRows(c.var.db, app.flowId, [app], 'application.flow_detach', actor(c));
    return detail(c, app.id);
  })
  .delete('/:id{[0-9]+}', review, (c) => {
    const app = findApp(c);
    const by = actor(c);
    const deletedAt = new Date();
    c.var.db.transaction((tx) => {
      tx.update(applications)
        .set({ deletedAt, updatedAt: deletedAt, serverVersion: nextServerVersion(tx) })
        .where(eq(applications.id, app.id))
        .run();
      if (app.flowId) bumpFlow(tx, app.flowId);
      trainingCertificateDeleted(tx, app, by);
      audit(tx, {
        action: 'application.delete',
        userId: by.userId,
        subjectType: 'application',
        subjectId: app.id,
        changedUserId: app.applicantId,
        before: { deleted_at: null, status: app.status, flow_id: app.flowId },
        after: { deleted_at: deletedAt.toISOString() },
        ip: by.ip,
      });
    });
    return c.json({ data: { id: app.id, deleted: true } });
  });
