/**
 * What the import routes look up about a job before they act: whether the caller may open it, its detail
 * answer, whether its plan may still change, the saved source and mapping, and the hourly bound on new jobs.
 */
import { and, asc, eq, gt } from 'drizzle-orm';
import type { Context } from 'hono';
import { importJobs, importSources, users } from '../../db/schema.ts';
import { ROLES } from '../../db/roles.ts';
import type { AppEnv } from '../context.ts';
import { TooManyAttempts } from '../lib/password-checks.ts';
import type { ImportTarget } from '../../contract/imports.ts';
import { jobDetail } from './job-json.ts';

type Job = typeof importJobs.$inferSelect;
type C = Context<AppEnv>;

export function ownJob(c: C): { job: Job; name: string | null } | null {
  const { db, user } = c.var;
  const row = db
    .select({ job: importJobs, name: users.name })
    .from(importJobs)
    .leftJoin(users, eq(users.id, importJobs.createdBy))
    .where(eq(importJobs.id, Number(c.req.param('id'))))
    .get();
  if (!row || (user!.roleId !== ROLES.admin && row.job.createdBy !== user!.id)) return null;
  return row;
}
export const detail = (c: C, id: number, status: 200 | 201 | 202 = 200) => {
  const row = c.var.db
    .select({ job: importJobs, name: users.name })
    .from(importJobs)
    .leftJoin(users, eq(users.id, importJobs.createdBy))
    .where(eq(importJobs.id, id))
    .get()!;
  return c.json({ data: jobDetail(c.var.db, row.job, row.name, c.var.t, c.var.locale) }, status);
};
/**
 * Steps that change the plan or start a run: not while a run is under way, not after the import, and not
 * after an import that failed part-way (its rows are the record an undo needs; ADR 084).
 */
export const planOpen = (j: Job) =>
  j.headers !== null && (['mapping', 'checked'].includes(j.status) || (j.status === 'error' && j.mode === 'dry'));

export const savedSource = (c: C, target: ImportTarget, source: string | null | undefined) =>
  source
    ? c.var.db
        .select()
        .from(importSources)
        .where(and(eq(importSources.target, target), eq(importSources.name, source)))
        .get()
    : undefined;
export const savedMapping = (c: C, target: ImportTarget, source: string | undefined) =>
  savedSource(c, target, source)?.mapping ?? {};
const HOUR = 3600_000;
/**
 * Every upload is read in a worker, and every dry run and run reads it whole again: the jobs one account
 * starts in an hour are bounded (IMPORTS_PER_HOUR), counted from the jobs table so a restart forgets nothing.
 */
export function importSlot(c: C) {
  const { db, user, config } = c.var;
  const since = new Date(Date.now() - HOUR);
  const recent = db
    .select({ createdAt: importJobs.createdAt })
    .from(importJobs)
    .where(and(eq(importJobs.createdBy, user!.id), gt(importJobs.createdAt, since)))
    .orderBy(asc(importJobs.createdAt))
    .all();
  if (recent.length < config.importsPerHour) return;
  const oldest = recent[recent.length - config.importsPerHour]!.createdAt.getTime();
  throw new TooManyAttempts(Math.ceil((oldest + HOUR - Date.now()) / 1000));
}
