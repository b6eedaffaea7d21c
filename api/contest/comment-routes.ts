/** Reviewers' comments on a contest application (admins and experts), each one in the user-action log. */
import { eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { contestApplications, contestComments as comments, users } from '../../db/schema.ts';
import type { AppEnv } from '../context.ts';
import { audit } from '../lib/audit.ts';
import { validate } from '../lib/validate.ts';
import { requireRole } from '../middleware/auth.ts';
import { commentSchema, type ReviewComment } from '../../contract/contest-review.ts';
import { notFound } from '../lib/problem.ts';

const reviewers = requireRole('admin', 'expert');

const view = (c: typeof comments.$inferSelect, authorName: string | null): ReviewComment => ({
  id: c.id,
  text: c.text,
  author_id: c.authorId,
  author_name: authorName,
  created_at: c.createdAt.toISOString(),
});

export const contestComments = new Hono<AppEnv>()
  .get('/:id{[0-9]+}/comments', reviewers, (c) => {
    const { db } = c.var;
    const id = Number(c.req.param('id'));
    const app = db.select({ id: contestApplications.id }).from(contestApplications);
    if (!app.where(eq(contestApplications.id, id)).get()) throw notFound();
    const rows = db
      .select({ c: comments, name: users.name })
      .from(comments)
      .leftJoin(users, eq(users.id, comments.authorId))
      .where(eq(comments.applicationId, id))
      .orderBy(comments.id)
      .all();
    return c.json({ data: rows.map((r) => view(r.c, r.name)) });
  })
  .post('/:id{[0-9]+}/comments', reviewers, validate('json', commentSchema), (c) => {
    const { db, user, ip } = c.var;
    const id = Number(c.req.param('id'));
    const { text } = c.req.valid('json');
    return db.transaction((tx) => {
      const app = tx.select().from(contestApplications).where(eq(contestApplications.id, id)).get();
      if (!app) throw notFound();
      const row = tx.insert(comments).values({ applicationId: id, authorId: user!.id, text }).returning().get();
      audit(tx, {
        action: 'contest.comment_added',
        userId: user!.id,
        subjectType: 'contest_application',
        subjectId: id,
        changedUserId: app.applicantId,
        before: null,
        after: { comment_id: row.id, text },
        ip,
      });
      return c.json({ data: view(row, user!.name) }, 201);
    });
  });
