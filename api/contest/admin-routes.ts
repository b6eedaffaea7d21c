/** Admin edits of the contest: year, window and grace period; the nominations list. Audited. */
import { asc, eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { contestNominations, settings } from '../../db/schema.ts';
import { CONTEST_SETTINGS_KEY } from '../../db/seed-contest.ts';
import type { AppEnv } from '../context.ts';
import { audit } from '../lib/audit.ts';
import { publicSettings, readContestSettings } from './settings.ts';
import { nominationAdminView } from './views.ts';
import { validate, validationFailed } from '../lib/validate.ts';
import { requireRole } from '../middleware/auth.ts';
import { contestSettingsSchema, nominationPatchSchema, nominationSchema } from '../../contract/contest.ts';
import { notFound } from '../lib/problem.ts';

export const contestAdmin = new Hono<AppEnv>()
  .get('/settings', requireRole('admin'), (c) => c.json({ data: publicSettings(readContestSettings(c.var.db)) }))
  .put('/settings', requireRole('admin'), validate('json', contestSettingsSchema), (c) => {
    const { db, user, ip } = c.var;
    const next = c.req.valid('json');
    const before = readContestSettings(db);
    db.insert(settings)
      .values({ key: CONTEST_SETTINGS_KEY, value: next })
      .onConflictDoUpdate({ target: settings.key, set: { value: next } })
      .run();
    audit(db, {
      action: 'contest.settings_updated',
      userId: user!.id,
      subjectType: 'settings',
      subjectId: CONTEST_SETTINGS_KEY,
      before,
      after: next,
      ip,
    });
    return c.json({ data: publicSettings(next) });
  })
  .get('/nominations', requireRole('admin'), (c) =>
    c.json({
      data: c.var.db
        .select()
        .from(contestNominations)
        .orderBy(asc(contestNominations.sort), asc(contestNominations.id))
        .all()
        .map(nominationAdminView),
    }),
  )
  .post('/nominations', requireRole('admin'), validate('json', nominationSchema), (c) => {
    const { db, user, ip } = c.var;
    const body = c.req.valid('json');
    if (db.select().from(contestNominations).where(eq(contestNominations.slug, body.slug)).get())
      return validationFailed(c, { slug: ['contest.nomination.slug_taken'] });
    const row = db.insert(contestNominations).values(body).returning().get();
    audit(db, {
      action: 'contest.nomination_created',
      userId: user!.id,
      subjectType: 'contest_nomination',
      subjectId: row.id,
      after: nominationAdminView(row),
      ip,
    });
    return c.json({ data: nominationAdminView(row) }, 201);
  })
  .patch('/nominations/:id{[0-9]+}', requireRole('admin'), validate('json', nominationPatchSchema), async (c) => {
    const { db, user, ip } = c.var;
    const id = Number(c.req.param('id'));
    const before = db.select().from(contestNominations).where(eq(contestNominations.id, id)).get();
    if (!before) throw notFound();
    // Only the keys the admin sent change (defaults must not reset the others).
    const sent = Object.keys((await c.req.json()) as object);
    const body = c.req.valid('json') as Record<string, unknown>;
    const changes = Object.fromEntries(Object.entries(body).filter(([k]) => sent.includes(k)));
    const row = db
      .update(contestNominations)
      .set({ ...changes, updatedAt: new Date() })
      .where(eq(contestNominations.id, id))
      .returning()
      .get();
    audit(db, {
      action: 'contest.nomination_updated',
      userId: user!.id,
      subjectType: 'contest_nomination',
      subjectId: id,
      before: nominationAdminView(before),
      after: nominationAdminView(row),
      ip,
    });
    return c.json({ data: nominationAdminView(row) });
  });
