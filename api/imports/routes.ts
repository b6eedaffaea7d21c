/**
 * /api/imports: upload an XLSX or CSV of training applicants or agro applications (the job's target,
 * ADR 093; it stops at the mapping step with its headers and a
 * sample), the plan (mapping, source, duplicate strategy), KATO picks, the dry run, the import, undo,
 * the error workbook, and the jobs list (the "import report"). Admins see every job, operators their own.
 */
import { and, eq, inArray, sql } from 'drizzle-orm';
import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { randomUUID } from 'node:crypto';
import { mkdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { importJobRows, importJobs, importSources, kato, users } from '../../db/schema.ts';
import { ROLES } from '../../db/roles.ts';
import type { AppEnv } from '../context.ts';
import { audit } from '../lib/audit.ts';
import { keysetPage } from '../lib/keyset-page.ts';
import { isZip } from '../lib/magic-bytes.ts';
import { validate, validationFailed } from '../lib/validate.ts';
import { requireRole } from '../middleware/auth.ts';
import { importFieldLabel, targetFields } from '../../contract/import-targets.ts';
import {
  ADMIN_IMPORT_TARGETS,
  IMPORT_SAMPLE_ROWS,
  IMPORT_TARGETS,
  importJobListQuery,
  importKatoPickSchema,
  importPlanSchema,
  MAX_IMPORT_BYTES,
  type ImportTarget,
} from '../../contract/imports.ts';
import { errorWorkbook } from './error-workbook.ts';
import { headerIssues, normaliseHeader, proposeMapping } from './header-map.ts';
import { jobAuditSummary } from './job-audit.ts';
import { boundedSample, jobDetail, jobErrors, jobJson } from './job-json.ts';
import { kickImports } from './queue.ts';
import { readSheet, SheetUnreadable, type SheetTable } from './read-sheet.ts';
import { importFile, planKey } from './run-job.ts';
import { importTarget } from './targets/index.ts';
import { undoBlocks, undoJob } from './undo.ts';
import { detail, importSlot, ownJob, planOpen, savedMapping, savedSource } from './job-access.ts';
import { conflict, forbidden, notFound, tooLarge } from '../lib/problem.ts';

const staff = requireRole('admin', 'operator');
const limit = bodyLimit({
  maxSize: MAX_IMPORT_BYTES,
  onError: () => {
    throw tooLarge();
  },
});
type Job = typeof importJobs.$inferSelect;

/** A CSV is text: no NUL byte in its first 4 KB (an old .xls, an image or a PDF has them). */
const looksLikeText = (b: Buffer) => b.length > 0 && !b.subarray(0, 4096).includes(0);

const refused = (code: string) => conflict(`imports.refused.${code}`, code);
const targetOf = (v: unknown): ImportTarget | null =>
  v === undefined || v === ''
    ? 'applicants'
    : (IMPORT_TARGETS as readonly unknown[]).includes(v)
      ? (v as ImportTarget)
      : null;

export const importRoutes = new Hono<AppEnv>()
  // Jobs are made by people uploading files (thousands, not millions): the page is an indexed read of
  // 20 rows and a capped count, inline on the writer's connection.
  .get('/', staff, validate('query', importJobListQuery), (c) => {
    const { db, user } = c.var;
    const q = c.req.valid('query');
    const mine = user!.roleId === ROLES.admin ? undefined : eq(importJobs.createdBy, user!.id);
    const { rows, meta } = keysetPage(db, q, {
      where: mine,
      order: { id: importJobs.id, descending: true },
      read: (w) =>
        db
          .select({ job: importJobs, name: users.name })
          .from(importJobs)
          .leftJoin(users, eq(users.id, importJobs.createdBy))
          .where(w.where)
          .orderBy(...w.orderBy)
          .limit(w.limit)
          .offset(w.offset)
          .all(),
      key: (r) => [r.job.id, r.job.id],
      count: db
        .select({ one: sql`1` })
        .from(importJobs)
        .where(mine),
    });
    return c.json({ data: rows.map((r) => jobJson(r.job, r.name)), meta });
  })
  .get('/sources', staff, (c) => {
    const target = targetOf(c.req.query('target'));
    if (!target) return validationFailed(c, { target: ['validation.invalid'] });
    const rows = c.var.db
      .select({ name: importSources.name })
      .from(importSources)
      .where(eq(importSources.target, target))
      .orderBy(importSources.name)
      .all();
    return c.json({ data: rows.map((r) => r.name) });
  })
  .get('/:id{[0-9]+}', staff, (c) => {
    const row = ownJob(c);
    if (!row) throw notFound();
    return c.json({ data: jobDetail(c.var.db, row.job, row.name, c.var.t, c.var.locale) });
  })
  .post('/', staff, limit, async (c) => {
    importSlot(c);
    const body = await c.req.parseBody().catch(() => ({}) as Record<string, unknown>);
    const file = body.file;
    if (!(file instanceof File)) return validationFailed(c, { file: ['validation.required'] });
    const source = typeof body.source_name === 'string' ? body.source_name.trim().slice(0, 100) : '';
    const target = targetOf(body.target);
    if (!target) return validationFailed(c, { target: ['validation.invalid'] });
    if (ADMIN_IMPORT_TARGETS.includes(target) && c.var.user!.roleId !== ROLES.admin) throw forbidden();
    const bytes = Buffer.from(await file.arrayBuffer());
    // XLSX is a ZIP, a CSV is text: anything else (an old .xls, a renamed image) is refused at once.
    const format = isZip(bytes) ? 'xlsx' : looksLikeText(bytes) ? 'csv' : null;
    if (!format) return validationFailed(c, { file: ['imports.file.not_xlsx'] });
    const { db, config, user } = c.var;
    const incoming = join(dirname(importFile(config.dataDir, 0)), `incoming-${randomUUID()}.${format}`);
    mkdirSync(dirname(incoming), { recursive: true });
    writeFileSync(incoming, bytes);
    let table: SheetTable;
    try {
      // Measured and read in the guarded worker before any job exists: a bomb never becomes a job.
      table = await readSheet(incoming, format, IMPORT_SAMPLE_ROWS);
    } catch (e) {
      rmSync(incoming, { force: true });
      if (!(e instanceof SheetUnreadable)) throw e;
      return validationFailed(c, {
        file: [e.messageId === 'imports.failure.unreadable' ? 'imports.file.not_xlsx' : e.messageId],
      });
    }
    let job: Job;
    try {
      job = db.transaction((tx) => {
        const row = tx
          .insert(importJobs)
          .values({
            status: 'mapping',
            mode: 'dry',
            target,
            format,
            fileName: file.name.slice(0, 200) || `import.${format}`,
            sourceName: source || null,
            headers: table.headers,
            sample: boundedSample(table.rows.map((r) => r.cells)),
            mapping: proposeMapping(importTarget(target), table.headers, savedMapping(c, target, source)),
            // The source's answers to its ambiguous place names: its next list is not asked again.
            katoPicks: savedSource(c, target, source)?.katoPicks ?? {},
            createdBy: user!.id,
          })
          .returning()
          .get();
        renameSync(incoming, importFile(config.dataDir, row.id, format));
        audit(tx, {
          action: 'import.create',
          userId: user!.id,
          subjectType: 'import_job',
          subjectId: row.id,
          after: jobAuditSummary(row),
          ip: c.var.ip,
        });
        return row;
      });
    } finally {
      rmSync(incoming, { force: true }); // gone already unless the job was not created
    }
    return detail(c, job.id, 201);
  })
  .put('/:id{[0-9]+}/plan', staff, validate('json', importPlanSchema), (c) => {
    const row = ownJob(c);
    if (!row) throw notFound();
    if (!planOpen(row.job)) throw refused('locked');
    const plan = c.req.valid('json');
    const headers = row.job.headers!;
    const fields = targetFields(row.job.target);
    if (plan.mapping.length !== headers.length || plan.mapping.some((f) => f !== null && !fields.includes(f)))
      return validationFailed(c, { mapping: ['validation.invalid'] });
    const { db, user } = c.var;
    const source = plan.source_name || row.job.sourceName;
    db.transaction((tx) => {
      tx.update(importJobs)
        .set({
          mapping: plan.mapping,
          strategy: plan.strategy,
          sourceName: source || null,
          katoPicks: { ...savedSource(c, row.job.target, source)?.katoPicks, ...row.job.katoPicks },
        })
        .where(eq(importJobs.id, row.job.id))
        .run();
      if (source) {
        // Saved by header, not by position: the next list from this source may order its columns differently.
        const mapping = Object.fromEntries(headers.map((h, i) => [normaliseHeader(h), plan.mapping[i] ?? null]));
        tx.insert(importSources)
          .values({ target: row.job.target, name: source, mapping, updatedBy: user!.id, updatedAt: new Date() })
          .onConflictDoUpdate({
            target: [importSources.target, importSources.name],
            set: { mapping, updatedBy: user!.id, updatedAt: new Date() },
          })
          .run();
      }
    });
    return detail(c, row.job.id);
  })
  .put('/:id{[0-9]+}/kato', staff, validate('json', importKatoPickSchema), (c) => {
    const row = ownJob(c);
    if (!row) throw notFound();
    if (!planOpen(row.job)) throw refused('locked');
    const { key, kato_id } = c.req.valid('json');
    if (kato_id !== null && !c.var.db.select({ id: kato.id }).from(kato).where(eq(kato.id, kato_id)).get())
      return validationFailed(c, { kato_id: ['validation.kato.mismatch'] });
    const picks = { ...row.job.katoPicks };
    if (kato_id === null) delete picks[key];
    else picks[key] = kato_id;
    const { db, user } = c.var;
    const source = row.job.sourceName;
    db.transaction((tx) => {
      tx.update(importJobs).set({ katoPicks: picks }).where(eq(importJobs.id, row.job.id)).run();
      if (!source) return;
      // Remembered for the source, as its mapping is: "Алматы" from this akimat means the same place next time.
      const saved = { ...savedSource(c, row.job.target, source)?.katoPicks };
      if (kato_id === null) delete saved[key];
      else saved[key] = kato_id;
      tx.insert(importSources)
        .values({
          target: row.job.target,
          name: source,
          mapping: {},
          katoPicks: saved,
          updatedBy: user!.id,
          updatedAt: new Date(),
        })
        .onConflictDoUpdate({
          target: [importSources.target, importSources.name],
          set: { katoPicks: saved, updatedBy: user!.id, updatedAt: new Date() },
        })
        .run();
    });
    return detail(c, row.job.id);
  })
  .post('/:id{[0-9]+}/dry-run', staff, (c) => {
    const row = ownJob(c);
    if (!row) throw notFound();
    if (!planOpen(row.job)) throw refused('locked');
    const target = importTarget(row.job.target);
    const mapping = row.job.mapping ?? proposeMapping(target, row.job.headers!);
    const errors = headerIssues(target, row.job.headers!, mapping).filter((i) => i.level === 'error');
    if (errors.length) return validationFailed(c, { mapping: errors.map((e) => e.message_id) });
    c.var.db
      .update(importJobs)
      .set({ status: 'queued', mode: 'dry', mapping, failure: null, attempts: 0, checkedPlan: null })
      .where(eq(importJobs.id, row.job.id))
      .run();
    void kickImports(c.var.db, c.var.config.dataDir);
    return detail(c, row.job.id, 202);
  })
  .post('/:id{[0-9]+}/run', staff, (c) => {
    const row = ownJob(c);
    if (!row) throw notFound();
    // Only the plan a dry run checked runs: the officer has read what it will do.
    if (row.job.status !== 'checked' || row.job.checkedPlan !== planKey(row.job)) throw refused('needs_dry_run');
    c.var.db
      .update(importJobs)
      .set({ status: 'queued', mode: 'real', attempts: 0, startedAt: null })
      .where(eq(importJobs.id, row.job.id))
      .run();
    audit(c.var.db, {
      action: 'import.run',
      userId: c.var.user!.id,
      subjectType: 'import_job',
      subjectId: row.job.id,
      after: { strategy: row.job.strategy, mapping: row.job.mapping, kato_picks: row.job.katoPicks },
      ip: c.var.ip,
    });
    void kickImports(c.var.db, c.var.config.dataDir);
    return detail(c, row.job.id, 202);
  })
  .post('/:id{[0-9]+}/undo', staff, (c) => {
    const row = ownJob(c);
    if (!row) throw notFound();
    // A job imported before batches were recorded (no plan) has nothing to undo from.
    if (row.job.status !== 'success' || row.job.checkedPlan === null) throw refused('not_imported');
    const { db, user } = c.var;
    const blocking = db.transaction((tx) => {
      const found = undoBlocks(tx, row.job);
      if (!found.length) undoJob(tx, row.job, user!.id, c.var.ip);
      return found;
    });
    if (blocking.length)
      throw refused('undo_blocked').with({ values: { count: blocking.length }, extra: { blocking } });
    return detail(c, row.job.id);
  })
  .get('/:id{[0-9]+}/errors', staff, async (c) => {
    const row = ownJob(c);
    if (!row) throw notFound();
    const { db, t, config } = c.var;
    const failed = new Set(
      db
        .select({ row: importJobRows.row })
        .from(importJobRows)
        .where(and(eq(importJobRows.jobId, row.job.id), inArray(importJobRows.outcome, ['error'])))
        .all()
        .map((r) => r.row),
    );
    let table: SheetTable;
    try {
      table = await readSheet(importFile(config.dataDir, row.job.id, row.job.format), row.job.format);
    } catch (e) {
      if (!(e instanceof SheetUnreadable)) throw e;
      return validationFailed(c, { file: [e.messageId] });
    }
    const fieldName = (f: string) => {
      const id = importFieldLabel(row.job.target, f);
      const label = t(id);
      return label === id ? f : label;
    };
    const bytes = await errorWorkbook(
      { headers: table.headers, rows: table.rows.filter((r) => failed.has(r.row)) },
      jobErrors(db, row.job.id, t).filter((e) => failed.has(e.row)),
      t,
      fieldName,
    );
    const name = `${row.job.fileName.replace(/\.(xlsx|csv)$/i, '')}-errors.xlsx`;
    return c.body(new Uint8Array(bytes), 200, {
      'Content-Type': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      'Content-Disposition': `attachment; filename="import-errors.xlsx"; filename*=UTF-8''${encodeURIComponent(name)}`,
    });
  });
