/**
 * Review of contest applications (admin, expert): list with paging and filters, one application with
 * its status history, and status changes (received → under review → shortlisted → winner, or rejected
 * with a reason). Each change is audited and stamped so the applicant's device pulls it.
 */
import { and, count, desc, eq, like, type SQL } from 'drizzle-orm';
import { Hono } from 'hono';
import { contestApplications, contestStatusHistory, users } from '../../db/schema.ts';
import type { AppEnv } from '../context.ts';
import { audit } from '../lib/audit.ts';
import { applicationView } from '../lib/contest-views.ts';
import { validate } from '../lib/validate.ts';
import { requireRole } from '../middleware/auth.ts';
import { applicationListQuery, statusChangeSchema, type ContestStatus } from '../schemas/contest.ts';
import { nextServerVersion } from '../sync/versions.ts';

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
  .get('/', reviewers, validate('query', applicationListQuery), (c) => {
    const { db } = c.var;
    const q = c.req.valid('query');
    const where: SQL[] = [];
    if (q.status) where.push(eq(contestApplications.status, q.status));
    if (q.nomination_id) where.push(eq(contestApplications.nominationId, q.nomination_id));
    if (q.year) where.push(eq(contestApplications.year, q.year));
    if (q.q) where.push(like(users.name, `%${q.q}%`));
    const filter = where.length ? and(...where) : undefined;
    const base = db.select().from(contestApplications).innerJoin(users, eq(users.id, contestApplications.applicantId));
    const total = db
      .select({ n: count() })
      .from(contestApplications)
      .innerJoin(users, eq(users.id, contestApplications.applicantId))
      .where(filter)
      .get()!.n;
    const rows = base
      .where(filter)
      .orderBy(desc(contestApplications.id))
      .limit(q.per_page)
      .offset((q.page - 1) * q.per_page)
      .all();
    return c.json({
      data: rows.map((r) => ({
        ...applicationView(r.contest_applications),
        full_name: r.users.name,
        iin: r.users.iin,
      })),
      meta: {
        current_page: q.page,
        per_page: q.per_page,
        total,
        last_page: Math.max(1, Math.ceil(total / q.per_page)),
      },
    });
  })
  .get('/:id{[0-9]+}', reviewers, (c) => {
    const { db, t } = c.var;
    const id = Number(c.req.param('id'));
    const row = db.select().from(contestApplications).where(eq(contestApplications.id, id)).get();
    if (!row) return c.json({ message: t('errors.not_found'), code: 'not_found' }, 404);
    const history = db
      .select()
      .from(contestStatusHistory)
      .where(eq(contestStatusHistory.applicationId, id))
      .orderBy(contestStatusHistory.id)
      .all()
      .map((h) => ({
        status: h.status,
        reason: h.reason,
        changed_by: h.changedBy,
        created_at: h.createdAt.toISOString(),
      }));
    return c.json({ data: { ...applicationView(row), data: row.data, history } });
  })
  .post('/:id{[0-9]+}/status', reviewers, validate('json', statusChangeSchema), (c) => {
    const { db, t, user, ip } = c.var;
    const id = Number(c.req.param('id'));
    const { status, reason } = c.req.valid('json');
    return db.transaction((tx) => {
      const before = tx.select().from(contestApplications).where(eq(contestApplications.id, id)).get();
      if (!before) return c.json({ message: t('errors.not_found'), code: 'not_found' }, 404);
      if (!NEXT[before.status].includes(status))
        return c.json(
          { message: t('errors.validation'), errors: { status: [t('contest.review.bad_transition')] } },
          422,
        );
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
  });
