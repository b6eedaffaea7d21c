/**
 * /api/public/surveys: what a runner needs, for anyone — the published surveys and one survey's
 * current frozen version. Under /api/public so the service worker keeps a copy for offline tablets.
 */
import { and, eq, isNotNull } from 'drizzle-orm';
import { Hono } from 'hono';
import { surveys, surveyVersions } from '../../db/schema.ts';
import type { AppEnv } from '../context.ts';
import { notFound } from '../lib/problem.ts';

export const publicSurveyRoutes = new Hono<AppEnv>()
  .get('/', (c) => {
    const rows = c.var.db
      .select({ id: surveys.id, type: surveys.type, title: surveys.title, version: surveys.currentVersion })
      .from(surveys)
      .where(isNotNull(surveys.currentVersion))
      .all();
    return c.json({ data: rows });
  })
  .get('/:id{[0-9]+}', (c) => {
    const { db } = c.var;
    const s = db
      .select()
      .from(surveys)
      .where(eq(surveys.id, Number(c.req.param('id'))))
      .get();
    const v =
      s?.currentVersion &&
      db
        .select()
        .from(surveyVersions)
        .where(and(eq(surveyVersions.surveyId, s.id), eq(surveyVersions.version, s.currentVersion)))
        .get();
    if (!s || !v) throw notFound();
    // A literacy question's right answer is the server's to grade with, never the respondent's to read.
    const definition = { ...v.definition, questions: v.definition.questions.map(({ score: _, ...q }) => q) };
    return c.json({ data: { id: s.id, type: s.type, title: v.title, version: v.version, definition } });
  });
