/**
 * One row of a file, in the dry run and in the import alike: mapped into the registration form, KATO
 * names resolved, then a new person (createApplicant, the tablet's rules) or, when the IIN is already
 * registered, the run's duplicate strategy: skip, fill empty fields, overwrite (ADR 083). Every write
 * happens in a savepoint; a dry run rolls that savepoint back, so its report is what the import would
 * do, computed by the same code, and nothing of it stays (ADR 082).
 */
import { and, desc, eq, isNull, ne } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { applications, users, type importJobs, type KatoQuestion, type RecordSnapshot } from '../../db/schema.ts';
import { ROLES } from '../../db/roles.ts';
import type { UserRow } from '../context.ts';
import { audit } from '../lib/audit.ts';
import { katoMismatch } from '../reference/kato-check.ts';
import { createApplicant, districtErrors } from '../registration/applicants.ts';
import { fieldErrors, type FieldErrors } from '../schemas/errors.ts';
import type { ImportOutcome, ImportStrategy } from '../schemas/imports.ts';
import { registrationSchema, type Registration } from '../schemas/registration.ts';
import { Rejection } from '../sync/registry.ts';
import { nextServerVersion } from '../sync/versions.ts';
import { resolveKato, type KatoIndex } from './kato-match.ts';
import { FIELD_COLUMNS, formValue, isEmptyRaw, rawValue, toRaw } from './record-fields.ts';
import { snapshot, writeRaw } from './record-snapshot.ts';
import { mappedCells, toForm } from './row-form.ts';
import type { SheetRow } from './sheet-rows.ts';

type Job = typeof importJobs.$inferSelect;

export interface RowContext {
  job: Job;
  creator: UserRow;
  mapping: (string | null)[];
  strategy: ImportStrategy;
  picks: Record<string, number>;
  kato: KatoIndex;
  /** IIN or phone → the first row that had it. */
  seen: Map<string, number>;
  dry: boolean;
}

export interface RowResult {
  outcome: ImportOutcome;
  reasons: FieldErrors;
  name: string | null;
  iin: string | null;
  kato: KatoQuestion[];
  userId?: number;
  applicationId?: number | null;
  before?: RecordSnapshot | null;
  after?: RecordSnapshot | null;
}

/** Thrown inside a dry run's savepoint to undo what the row wrote, carrying what it found out. */
class DryRollback extends Error {
  constructor(readonly result: RowResult) {
    super('dry run');
  }
}

const recordId = (jobId: number, row: number) => `import:${jobId}:${row}`;
const has = (e: object) => Object.keys(e).length > 0;

/** Runs `write` in a savepoint; in a dry run its writes are rolled back and only the result stays. */
function inSavepoint(tx: Tx, dry: boolean, write: (sp: Tx) => RowResult): RowResult {
  try {
    return tx.transaction((sp) => {
      const result = write(sp);
      if (dry) throw new DryRollback(result);
      return result;
    });
  } catch (e) {
    if (e instanceof DryRollback) return e.result;
    throw e;
  }
}

const katoErrors = (tx: Tx, f: Registration) =>
  katoMismatch(tx, [
    ['district_id', f.district_id, f.region_id],
    ['rural_okrug_id', f.rural_okrug_id, f.district_id],
    ['lesson_district_id', f.lesson_district_id, f.lesson_region_id],
  ]);

function createRow(
  tx: Tx,
  ctx: RowContext,
  r: SheetRow,
  values: Record<string, unknown>,
  katoErr: FieldErrors,
  base: Omit<RowResult, 'outcome' | 'reasons'>,
): RowResult {
  const parsed = registrationSchema.safeParse(values);
  const errors = { ...(parsed.success ? {} : fieldErrors(parsed.error)), ...katoErr };
  if (has(errors) || !parsed.success) return { ...base, outcome: 'error', reasons: errors };
  const scoped = districtErrors(ctx.creator, parsed.data);
  if (has(scoped)) return { ...base, outcome: 'error', reasons: scoped };
  const clientRecordId = recordId(ctx.job.id, r.row);
  try {
    return inSavepoint(tx, ctx.dry, (sp) => {
      const { user, application } = createApplicant(sp, {
        form: parsed.data,
        clientRecordId,
        registeredBy: ctx.creator.id,
        source: 'import',
        now: new Date(),
      });
      sp.update(applications).set({ importJobId: ctx.job.id }).where(eq(applications.id, application.id)).run();
      audit(sp, {
        action: 'import.row',
        userId: ctx.creator.id,
        subjectType: 'application',
        subjectId: application.id,
        changedUserId: user.id,
        after: { import_job_id: ctx.job.id, row: r.row, application, applicant: { id: user.id, name: user.name } },
      });
      return {
        ...base,
        outcome: 'create',
        reasons: {},
        userId: user.id,
        applicationId: application.id,
        before: null,
        after: snapshot(sp, user.id, application.id),
      };
    });
  } catch (e) {
    if (e instanceof Rejection) return { ...base, outcome: 'error', reasons: e.errors };
    throw e;
  }
}

function updateRow(
  tx: Tx,
  ctx: RowContext,
  r: SheetRow,
  existing: typeof users.$inferSelect,
  values: Record<string, unknown>,
  katoErr: FieldErrors,
  base: Omit<RowResult, 'outcome' | 'reasons'>,
): RowResult {
  if (existing.roleId !== ROLES.applicant)
    return { ...base, outcome: 'error', reasons: { iin: ['validation.iin.taken'] } };
  if (ctx.strategy === 'skip') return { ...base, outcome: 'duplicate', reasons: { iin: ['imports.row.exists'] } };
  const app = tx
    .select({ id: applications.id })
    .from(applications)
    .where(and(eq(applications.applicantId, existing.id), isNull(applications.deletedAt)))
    .orderBy(desc(applications.id))
    .get();
  const before = snapshot(tx, existing.id, app?.id ?? null)!;
  const current: Record<string, unknown> = {
    consent_personal_data: true,
    accept_agreement: true,
    offline_only: true,
    iin: existing.iin,
  };
  for (const f of Object.keys(FIELD_COLUMNS)) current[f] = formValue(f, rawValue(before, f));
  // Which fields the row sets: every mapped, filled cell (overwrite) or only where the record is empty (fill).
  const taken = Object.keys(FIELD_COLUMNS).filter(
    (f) =>
      values[f] !== undefined &&
      values[f] !== '' &&
      before[FIELD_COLUMNS[f]![0]] !== null &&
      (ctx.strategy === 'overwrite' || isEmptyRaw(rawValue(before, f))),
  );
  const merged = { ...current, ...Object.fromEntries(taken.map((f) => [f, values[f]])) };
  const parsed = registrationSchema.safeParse(merged);
  const katoTaken = Object.fromEntries(Object.entries(katoErr).filter(([f]) => taken.includes(f)));
  const errors = { ...(parsed.success ? {} : fieldErrors(parsed.error)), ...katoTaken };
  if (has(errors) || !parsed.success) return { ...base, outcome: 'error', reasons: errors };
  const form = parsed.data as Record<string, unknown>;
  const changes = { user: {}, profile: {}, application: {} } as Record<keyof RecordSnapshot, Record<string, unknown>>;
  for (const f of taken) {
    const [part, col] = FIELD_COLUMNS[f]!;
    const next = toRaw(f, form[f]);
    if (next !== rawValue(before, f)) changes[part][col] = next;
  }
  if (!Object.values(changes).some(has))
    return {
      ...base,
      outcome: 'duplicate',
      reasons: { iin: [ctx.strategy === 'fill' ? 'imports.row.nothing_to_fill' : 'imports.row.unchanged'] },
    };
  const scoped = districtErrors(ctx.creator, parsed.data);
  const kato = katoErrors(tx, parsed.data);
  const phone = changes.user.phone as string | undefined;
  if (
    phone &&
    tx
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.phone, phone), ne(users.id, existing.id)))
      .get()
  )
    scoped.phone = ['validation.phone.taken'];
  if (has({ ...scoped, ...kato })) return { ...base, outcome: 'error', reasons: { ...scoped, ...kato } };
  return inSavepoint(tx, ctx.dry, (sp) => {
    const now = Date.now();
    writeRaw(sp, 'user', existing.id, has(changes.user) ? { ...changes.user, updated_at: now } : {});
    if (before.profile)
      writeRaw(sp, 'profile', existing.id, has(changes.profile) ? { ...changes.profile, updated_at: now } : {});
    if (app)
      writeRaw(sp, 'application', app.id, {
        ...changes.application,
        import_job_id: ctx.job.id,
        server_version: nextServerVersion(sp),
        updated_at: now,
      });
    const after = snapshot(sp, existing.id, app?.id ?? null);
    audit(sp, {
      action: 'import.row_update',
      userId: ctx.creator.id,
      subjectType: 'application',
      ...(app ? { subjectId: app.id } : {}),
      changedUserId: existing.id,
      // Only the columns the row changed, before and after: the log is read by people, the snapshot restores.
      before: {
        import_job_id: ctx.job.id,
        row: r.row,
        ...Object.fromEntries(
          Object.entries(changes).map(([part, cols]) => [
            part,
            Object.fromEntries(
              Object.keys(cols).map((col) => [col, before[part as keyof RecordSnapshot]?.[col] ?? null]),
            ),
          ]),
        ),
      },
      after: { import_job_id: ctx.job.id, row: r.row, strategy: ctx.strategy, ...changes },
    });
    return {
      ...base,
      outcome: 'update',
      reasons: {},
      userId: existing.id,
      applicationId: app?.id ?? null,
      before,
      after,
    };
  });
}

export function importRow(tx: Tx, ctx: RowContext, r: SheetRow): RowResult {
  const values = toForm(mappedCells(r.cells, ctx.mapping));
  const { questions, errors: katoErr } = resolveKato(ctx.kato, values, ctx.picks);
  const iin = typeof values.iin === 'string' && values.iin ? values.iin : null;
  const base = { name: typeof values.fio === 'string' && values.fio ? values.fio : null, iin, kato: questions };
  for (const [key, field] of [
    [`iin:${iin}`, 'iin'],
    [`phone:${String(values.phone ?? '')}`, 'phone'],
  ] as const) {
    if (key.endsWith(':') || key.endsWith(':null')) continue;
    const first = ctx.seen.get(key);
    if (first !== undefined && first !== r.row)
      return {
        ...base,
        outcome: field === 'iin' ? 'duplicate' : 'error',
        reasons: { [field]: ['imports.row.duplicate_in_file'] },
      };
  }
  if (iin) ctx.seen.set(`iin:${iin}`, r.row);
  if (values.phone) ctx.seen.set(`phone:${String(values.phone)}`, r.row);
  if (!iin) return createRow(tx, ctx, r, values, katoErr, base);
  // A row imported before the process died is recognised by its record id: not again, not a duplicate.
  const done = tx
    .select({ id: applications.id, userId: applications.applicantId })
    .from(applications)
    .where(eq(applications.clientRecordId, recordId(ctx.job.id, r.row)))
    .get();
  if (done)
    return {
      ...base,
      outcome: 'create',
      reasons: {},
      userId: done.userId,
      applicationId: done.id,
      before: null,
      after: snapshot(tx, done.userId, done.id),
    };
  const existing = tx.select().from(users).where(eq(users.iin, iin)).get();
  return existing
    ? updateRow(tx, ctx, r, existing, values, katoErr, base)
    : createRow(tx, ctx, r, values, katoErr, base);
}
