/**
 * /api/surveys (admins): the builder (list, create, edit the working definition, publish a frozen
 * version, withdraw), statistics with filters, cross-tab, CSV/XLSX, the programme outcome indicators
 * and the Google Forms import. Long reads go to the read workers (api/reads.ts). Every change is in
 * the user-action log.
 */
import { and, count, desc, eq, max } from 'drizzle-orm';
import { Hono, type Context } from 'hono';
import { surveyResponses, surveys, surveyVersions } from '../../db/schema.ts';
import type { AppEnv } from '../context.ts';
import { audit } from '../lib/audit.ts';
import { exportResponse } from '../lib/table-export.ts';
import { validate, validationFailed } from '../lib/validate.ts';
import { requireRole } from '../middleware/auth.ts';
import {
  answeredQuery,
  crosstabQuery,
  outcomesQuery,
  surveyExportQuery,
  surveyFilters,
  surveyImportSchema,
  surveyInput,
} from '../../contract/survey.ts';
import { surveyTable } from './export.ts';
import { importGoogleCsv } from './google-import-store.ts';
import { publish, withdraw } from './versions.ts';
import { notFound } from '../lib/problem.ts';

type C = Context<AppEnv>;
const admin = requireRole('admin');

function findSurvey(c: C) {
  const survey = c.var.db
    .select()
    .from(surveys)
    .where(eq(surveys.id, Number(c.req.param('id'))))
    .get();
  if (!survey) throw notFound();
  return survey;
}

function surveyJson(c: C, id: number) {
  const { db } = c.var;
  const s = db.select().from(surveys).where(eq(surveys.id, id)).get()!;
  const versions = db
    .select()
    .from(surveyVersions)
    .where(eq(surveyVersions.surveyId, id))
    .orderBy(desc(surveyVersions.version))
    .all()
    .map((v) => ({
      version: v.version,
      published_at: v.publishedAt.getTime(),
      withdrawn_at: v.withdrawnAt?.getTime() ?? null,
      definition: v.definition,
    }));
  return {
    id: s.id,
    type: s.type,
    title: s.title,
    definition: s.draft,
    current_version: s.currentVersion,
    import_map: s.importMap ?? {},
    per_person: s.perPerson,
    versions,
  };
}

const sid = '/:id{[0-9]+}';

export const surveyRoutes = new Hono<AppEnv>()
  .get('/', admin, async (c) => c.json({ data: await c.var.reads('surveys.list', undefined) }))
  .post('/', admin, validate('json', surveyInput), (c) => {
    const { type, title, definition, per_person } = c.req.valid('json');
    const row = c.var.db.transaction((tx) => {
      const s = tx
        .insert(surveys)
        .values({ type, title, draft: definition, perPerson: per_person, createdBy: c.var.user!.id })
        .returning()
        .get();
      audit(tx, {
        action: 'survey.create',
        userId: c.var.user!.id,
        subjectType: 'survey',
        subjectId: s.id,
        after: { type, title },
        ip: c.var.ip,
      });
      return s;
    });
    return c.json({ data: surveyJson(c, row.id) }, 201);
  })
  .get('/outcomes', admin, validate('query', outcomesQuery), async (c) =>
    c.json({ data: await c.var.reads('surveys.outcomes', { group: c.req.valid('query').group }) }),
  )
  .get(sid, admin, (c) => {
    const survey = findSurvey(c);
    return c.json({ data: surveyJson(c, survey.id) });
  })
  .put(sid, admin, validate('json', surveyInput), (c) => {
    const survey = findSurvey(c);
    const { type, title, definition, per_person } = c.req.valid('json');
    c.var.db.transaction((tx) => {
      tx.update(surveys)
        .set({ type, title, draft: definition, perPerson: per_person ?? survey.perPerson, updatedAt: new Date() })
        .where(eq(surveys.id, survey.id))
        .run();
      audit(tx, {
        action: 'survey.update',
        userId: c.var.user!.id,
        subjectType: 'survey',
        subjectId: survey.id,
        before: { type: survey.type, title: survey.title, questions: survey.draft.questions.length },
        after: { type, title, questions: definition.questions.length, per_person: per_person ?? survey.perPerson },
        ip: c.var.ip,
      });
    });
    return c.json({ data: surveyJson(c, survey.id) });
  })
  .post(`${sid}/publish`, admin, (c) => {
    const survey = findSurvey(c);
    c.var.db.transaction((tx) => {
      const version = publish(tx, survey, new Date());
      audit(tx, {
        action: 'survey.publish',
        userId: c.var.user!.id,
        subjectType: 'survey',
        subjectId: survey.id,
        before: { version: survey.currentVersion },
        after: { version },
        ip: c.var.ip,
      });
    });
    return c.json({ data: surveyJson(c, survey.id) });
  })
  .post(`${sid}/withdraw`, admin, (c) => {
    const survey = findSurvey(c);
    if (survey.currentVersion === null) return validationFailed(c, { _: ['survey.errors.not_published'] });
    c.var.db.transaction((tx) => {
      withdraw(tx, survey.id, new Date());
      audit(tx, {
        action: 'survey.withdraw',
        userId: c.var.user!.id,
        subjectType: 'survey',
        subjectId: survey.id,
        before: { version: survey.currentVersion },
        after: { version: null },
        ip: c.var.ip,
      });
    });
    return c.json({ data: surveyJson(c, survey.id) });
  })
  // A trainer or admin typing a respondent's IIN is told that this person already answered (issue 33.4).
  .get(`${sid}/answered`, requireRole('admin', 'trainer'), validate('query', answeredQuery), (c) => {
    const survey = findSurvey(c);
    const row = c.var.db
      .select({ count: count(), last: max(surveyResponses.createdAt) })
      .from(surveyResponses)
      .where(and(eq(surveyResponses.surveyId, survey.id), eq(surveyResponses.iin, c.req.valid('query').iin)))
      .get()!;
    return c.json({
      data: {
        count: row.count,
        last_at: row.last === null ? null : new Date(row.last).getTime(),
        per_person: survey.perPerson,
      },
    });
  })
  .get(`${sid}/stats`, admin, validate('query', surveyFilters), async (c) => {
    const survey = findSurvey(c);
    const f = c.req.valid('query');
    return c.json({ data: await c.var.reads('surveys.stats', { surveyId: survey.id, f }) });
  })
  .get(`${sid}/crosstab`, admin, validate('query', crosstabQuery), async (c) => {
    const survey = findSurvey(c);
    const { row, col, ...f } = c.req.valid('query');
    const result = await c.var.reads('surveys.crosstab', { surveyId: survey.id, f, row, col });
    if ('error' in result) return validationFailed(c, { [result.error]: ['survey.errors.not_categorical'] });
    return c.json({ data: result });
  })
  .get(`${sid}/export`, admin, validate('query', surveyExportQuery), (c) => {
    const survey = findSurvey(c);
    const { format, ...f } = c.req.valid('query');
    return exportResponse(surveyTable(c.var.db, survey.id, f, c.var), format);
  })
  .post(`${sid}/import`, admin, validate('json', surveyImportSchema), async (c) => {
    const survey = findSurvey(c);
    const { csv, mapping } = c.req.valid('json');
    const result = await importGoogleCsv(c.var.db, survey, csv, mapping, c.var.user!.id);
    if ('errors' in result) return validationFailed(c, result.errors);
    audit(c.var.db, {
      action: 'survey.import',
      userId: c.var.user!.id,
      subjectType: 'survey',
      subjectId: survey.id,
      after: { rows: result.imported, version: result.version, new_questions: result.added },
      ip: c.var.ip,
    });
    return c.json({ data: { ...result, survey: surveyJson(c, survey.id) } });
  });
