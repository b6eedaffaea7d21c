/**
 * Review of contest applications (admin, expert): list with paging and filters, one application with
 * its files and status history, comments, exports, and status changes (received → under review → shortlisted → winner, or rejected
 * with a reason). Each change is audited and stamped so the applicant's device pulls it.
 */
import { eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { contestApplications, contestStatusHistory, users } from '../../db/schema.ts';
import type { AppEnv } from '../context.ts';
import { audit } from '../lib/audit.ts';
import { applicationFiles } from './files.ts';
import { reviewOne } from './review-query.ts';
import { applicationView } from './views.ts';
import { validate, validationFailed } from '../lib/validate.ts';
import { requireRole } from '../middleware/auth.ts';
import { applicationListQuery, statusChangeSchema, type ContestStatus } from '../../contract/contest.ts';
import type { ReviewDetail } from '../../contract/contest-review.ts';
import { nextServerVersion } from '../sync/versions.ts';
import { contestComments } from './comment-routes.ts';
import { contestExports } from './export-routes.ts';
import { notFound } from '../lib/problem.ts';

/** Which status may follow which; a rejected application may be taken back under review. */
export const NEXT: Record<ContestStatus, ContestStatus[]> = {
  received: ['under_review', 'rejected'],
  under_review: ['shortlisted', 'rejected'],
  shortlisted: ['winner', 'rejected'],
  winner: [],
  rejected: ['under_review'],
};

const reviewers = requireRole('admin', 'expert');

export const contestReview = new Hono<AppEnv>()
  // A page by cursor with a capped count, read in a read worker (review-query.ts).
  .get('/', reviewers, validate('query', applicationListQuery), async (c) =>
    c.json(await c.var.reads('contest.page', { q: c.req.valid('query'), locale: c.var.locale })),
  )
  .get('/:id{[0-9]+}', reviewers, (c) => {
    const { db, locale } = c.var;
    const id = Number(c.req.param('id'));
    const entry = reviewOne(db, id, locale);
    const row = entry && db.select().from(contestApplications).where(eq(contestApplications.id, id)).get();
    if (!entry || !row) throw notFound();
    // The whole IIN is shown here only, and who saw whose is logged.
    audit(db, {
      action: 'contest.iin_viewed',
      userId: c.var.user!.id,
      subjectType: 'contest_application',
      subjectId: id,
      changedUserId: row.applicantId,
      ip: c.var.ip,
    });
    const history = db
      .select({ h: contestStatusHistory, name: users.name })
      .from(contestStatusHistory)
      .leftJoin(users, eq(users.id, contestStatusHistory.changedBy))
      .where(eq(contestStatusHistory.applicationId, id))
      .orderBy(contestStatusHistory.id)
      .all()
      .map(({ h, name }) => ({
        status: h.status as ContestStatus,
        reason: h.reason,
        changed_by: h.changedBy,
        changed_by_name: name,
        created_at: h.createdAt.toISOString(),
      }));
    const detail: ReviewDetail = {
      ...entry,
      data: row.data,
      files: applicationFiles(db, row),
      history,
      next_statuses: NEXT[row.status],
    };
    return c.json({ data: detail });
  })
  .post('/:id{[0-9]+}/status', reviewers, validate('json', statusChangeSchema), (c) => {
    const { db, user, ip } = c.var;
    const id = Number(c.req.param('id'));
    const { status, reason } = c.req.valid('json');
    return db.transaction((tx) => {
      const before = tx.select().from(contestApplications).where(eq(contestApplications.id, id)).get();
      if (!before) throw notFound();
      if (!NEXT[before.status].includes(status))
        return validationFailed(c, { status: ['contest.review.bad_transition'] });
      const row = tx
        .update(contestApplications)
        .set({ status, statusReason: reason || null, updatedAt: new Date(), serverVersion: nextServerVersion(tx) })
        .where(eq(contestApplications.id, id))
        .returning()
        .get();
      tx.insert(contestStatusHistory)
        .values({ applicationId: id, status, reason: reason || null, changedBy: user!.id })
        .run();
      audit(tx, {
        action: 'contest.status_changed',
        userId: user!.id,
        subjectType: 'contest_application',
        subjectId: id,
        changedUserId: before.applicantId,
        before: { status: before.status, status_reason: before.statusReason },
        after: { status: row.status, status_reason: row.statusReason },
        ip,
      });
      return c.json({ data: applicationView(row) });
    });
  })
  .route('/', contestComments)
  .route('/', contestExports);
