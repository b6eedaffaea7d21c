/**
 * /api/imports: upload an XLSX of applicants (queued as a job and answered at once), the jobs list
 * (the "import report") and one job with its per-row errors. Admins see every job, operators their own.
 */
import { and, desc, eq, type SQL } from 'drizzle-orm';
import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { randomUUID } from 'node:crypto';
import { mkdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { importJobs, users } from '../../db/schema.ts';
import { ROLES } from '../../db/roles.ts';
import type { AppEnv } from '../context.ts';
import { jobErrors, jobJson } from './job-json.ts';
import { kickImports } from './queue.ts';
import { sheetFileProblem } from './read-sheet.ts';
import { importFile } from './run-job.ts';
import { audit } from '../lib/audit.ts';
import { isZip } from '../lib/magic-bytes.ts';
import { validationFailed } from '../lib/validate.ts';
import { requireRole } from '../middleware/auth.ts';
import { MAX_IMPORT_BYTES } from '../schemas/imports.ts';

const staff = requireRole('admin', 'operator');
const limit = bodyLimit({
  maxSize: MAX_IMPORT_BYTES,
  onError: (c) => c.json({ message: c.var.t('errors.too_large'), code: 'too_large' }, 413),
});

export const importRoutes = new Hono<AppEnv>()
  .get('/', staff, (c) => {
    const { db, user } = c.var;
    const where: SQL[] = [];
    if (user!.roleId !== ROLES.admin) where.push(eq(importJobs.createdBy, user!.id));
    const rows = db
      .select({ job: importJobs, name: users.name })
      .from(importJobs)
      .leftJoin(users, eq(users.id, importJobs.createdBy))
      .where(and(...where))
      .orderBy(desc(importJobs.id))
      .limit(100)
      .all();
    return c.json({ data: rows.map((r) => jobJson(r.job, r.name)) });
  })
  .get('/:id{[0-9]+}', staff, (c) => {
    const { db, user, t } = c.var;
    const row = db
      .select({ job: importJobs, name: users.name })
      .from(importJobs)
      .leftJoin(users, eq(users.id, importJobs.createdBy))
      .where(eq(importJobs.id, Number(c.req.param('id'))))
      .get();
    if (!row || (user!.roleId !== ROLES.admin && row.job.createdBy !== user!.id))
      return c.json({ message: t('errors.not_found'), code: 'not_found' }, 404);
    return c.json({ data: { ...jobJson(row.job, row.name), errors: jobErrors(db, row.job.id, t) } });
  })
  .post('/', staff, limit, async (c) => {
    const body = await c.req.parseBody().catch(() => ({}) as Record<string, unknown>);
    const file = body.file;
    if (!(file instanceof File)) return validationFailed(c, { file: ['validation.required'] });
    const bytes = Buffer.from(await file.arrayBuffer());
    // XLSX is a ZIP: anything else (CSV, an old .xls, a renamed file) is refused before it is queued.
    if (!isZip(bytes)) return validationFailed(c, { file: ['imports.file.not_xlsx'] });
    const { db, config, user } = c.var;
    // The archive is checked (unpacked size, sheets) before it is queued: a bomb never becomes a job.
    const incoming = join(dirname(importFile(config.dataDir, 0)), `incoming-${randomUUID()}.xlsx`);
    mkdirSync(dirname(incoming), { recursive: true });
    writeFileSync(incoming, bytes);
    const problem = await sheetFileProblem(incoming);
    if (problem) {
      rmSync(incoming, { force: true });
      return validationFailed(c, {
        file: [problem === 'imports.failure.unreadable' ? 'imports.file.not_xlsx' : problem],
      });
    }
    let job: typeof importJobs.$inferSelect;
    try {
      job = db.transaction((tx) => {
        const row = tx
          .insert(importJobs)
          .values({ fileName: file.name.slice(0, 200) || 'import.xlsx', createdBy: user!.id })
          .returning()
          .get();
        renameSync(incoming, importFile(config.dataDir, row.id));
        audit(tx, {
          action: 'import.create',
          userId: user!.id,
          subjectType: 'import_job',
          subjectId: row.id,
          after: row,
          ip: c.var.ip,
        });
        return row;
      });
    } finally {
      rmSync(incoming, { force: true }); // gone already unless the job was not created
    }
    void kickImports(db, config.dataDir);
    return c.json({ data: jobJson(job, user!.name) }, 202);
  });
