/**
 * Training applicants as an import target: a row is the registration form; a new IIN registers a person
 * by the tablet's rules (createApplicant; an IIN only a self-registration holds is superseded, ADR 133), a
 * registered one gets the run's strategy on its user, profile and application (ADR 083); an undo deletes
 * the person or puts back the exact rows (ADR 084).
 */
import { and, desc, eq, gt, isNull, ne } from 'drizzle-orm';
import type { Tx } from '../../../db/client.ts';
import { applications, attendanceMarks, users, type RecordSnapshot } from '../../../db/schema.ts';
import { ROLES } from '../../../db/roles.ts';
import { audit } from '../../lib/audit.ts';
import { katoMismatch } from '../../reference/kato-check.ts';
import { districtErrors } from '../../registration/applicants.ts';
import { createOverOnline, heldOnline, markSuperseded, supersededJson } from '../../registration/supersede.ts';
import { fieldErrors } from '../../../contract/errors.ts';
import { TICK_FIELDS } from '../../../contract/imports.ts';
import { registrationSchema, type Registration } from '../../../contract/registration.ts';
import { Rejection } from '../../sync/registry.ts';
import { nextServerVersion } from '../../sync/versions.ts';
import { cellDate, cellPhone, choiceOf } from '../cell-words.ts';
import { FIELD_COLUMNS, formValue, isEmptyRaw, rawValue, toRaw } from '../record-fields.ts';
import { deleteRaw, sameRow, snapshot, writeRaw } from '../record-snapshot.ts';
import { isTick, padIin } from '../row-form.ts';
import { nothingChanged, updated, updateAudit } from '../row-update.ts';
import { hasErrors as has } from '../savepoint.ts';
import { NOT_YOURS, outsideScope } from '../scope.ts';
import { defineTarget, type RowContext, type RowInput, type RowResult } from '../target.ts';
import { PERSON_REQUIRED, PERSON_SYNONYMS } from './person-columns.ts';

type User = typeof users.$inferSelect;

const katoErrors = (tx: Tx, f: Registration) =>
  katoMismatch(tx, [
    ['district_id', f.district_id, f.region_id],
    ['rural_okrug_id', f.rural_okrug_id, f.district_id],
    ['lesson_district_id', f.lesson_district_id, f.lesson_region_id],
  ]);

const CHOICE_FIELDS = [
  'gender',
  'education',
  'social_status',
  'education_goal',
  'training_language',
  'family_status',
  'has_loans',
  'loans_overdue',
];

function toForm(values: Record<string, string>): Record<string, unknown> {
  const out: Record<string, unknown> = { ...values, iin: padIin(values.iin) };
  for (const f of TICK_FIELDS) out[f] = isTick(values[f]);
  for (const f of CHOICE_FIELDS) if (values[f] !== undefined) out[f] = choiceOf(f, values[f]);
  if (values.birthday !== undefined) out.birthday = cellDate(values.birthday);
  for (const f of ['phone', 'phone_2']) if (values[f] !== undefined) out[f] = cellPhone(values[f]);
  out.fio ??= '';
  return out;
}

function create(sp: Tx, ctx: RowContext, { row, values, katoErrors: katoErr, base }: RowInput, clientRecordId: string) {
  const parsed = registrationSchema.safeParse(values);
  const errors = { ...(parsed.success ? {} : fieldErrors(parsed.error)), ...katoErr };
  if (has(errors) || !parsed.success) return { ...base, outcome: 'error', reasons: errors } satisfies RowResult;
  const scoped = districtErrors(ctx.creator, parsed.data);
  if (has(scoped)) return { ...base, outcome: 'error', reasons: scoped } satisfies RowResult;
  try {
    const { user, application, held } = createOverOnline(sp, {
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
      after: {
        import_job_id: ctx.job.id,
        row: row.row,
        application,
        applicant: { id: user.id, name: user.name },
        ...(held ? { supersedes: supersededJson(held) } : {}),
      },
    });
    if (held)
      markSuperseded(sp, held, application.id, ctx.creator.id, (e) => audit(sp, { ...e, userId: ctx.creator.id }));
    return {
      ...base,
      outcome: 'create',
      reasons: {},
      userId: user.id,
      applicationId: application.id,
      before: null,
      after: snapshot(sp, user.id, application.id),
    } satisfies RowResult;
  } catch (e) {
    if (e instanceof Rejection) return { ...base, outcome: 'error', reasons: e.errors } satisfies RowResult;
    throw e;
  }
}

function update(
  tx: Tx,
  ctx: RowContext,
  { row, values, katoErrors: katoErr, base }: RowInput,
  existing: User,
  write: (w: (sp: Tx) => RowResult) => RowResult,
): RowResult {
  const app = tx
    .select({ id: applications.id, lessonDistrictId: applications.lessonDistrictId })
    .from(applications)
    .where(and(eq(applications.applicantId, existing.id), isNull(applications.deletedAt)))
    .orderBy(desc(applications.id))
    .get();
  // The person as the applications page scopes them: by their application's lesson district.
  if (outsideScope(ctx.creator, app ? app.lessonDistrictId : existing.districtId))
    return { ...base, outcome: 'error', reasons: NOT_YOURS };
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
  if (!Object.values(changes).some(has)) return nothingChanged(base, ctx, 'iin', 'imports.row.unchanged');
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
  return write((sp) => {
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
      ...updateAudit(
        ctx,
        row,
        Object.fromEntries(
          Object.entries(changes).map(([part, cols]) => [
            part,
            Object.fromEntries(
              Object.keys(cols).map((col) => [col, before[part as keyof RecordSnapshot]?.[col] ?? null]),
            ),
          ]),
        ),
        changes,
      ),
    });
    return updated(base, { userId: existing.id, applicationId: app?.id ?? null, before, after });
  });
}

export const applicantsTarget = defineTarget<User>({
  id: 'applicants',
  keyFields: ['iin'],
  noKey: 'imports.header.no_iin',
  skipped: 'imports.row.exists',
  phoneUnique: true,
  synonyms: {
    ...PERSON_SYNONYMS,
    phone_2: ['Телефон 2', 'Доп. телефон', 'Дополнительный телефон', 'Қосымша телефон'],
    email: ['Email', 'E-mail', 'Эл. почта', 'Электронная почта', 'Электрондық пошта'],
    locality: ['Населенный пункт', 'Село', 'Ауыл', 'Елді мекен', 'Village'],
    residence_address: ['Адрес', 'Адрес проживания', 'Мекенжай', 'Address'],
    education: ['Образование', 'Білімі', 'Education'],
    social_status: ['Социальный статус', 'Әлеуметтік мәртебе'],
    family_members: ['Количество членов семьи', 'Члены семьи', 'Отбасы мүшелері'],
    family_income: ['Доход семьи', 'Семейный доход', 'Отбасы табысы'],
    training_language: ['Язык обучения', 'Оқыту тілі'],
    lesson_region_id: ['Область обучения', 'Оқу облысы'],
    lesson_district_id: ['Район обучения', 'Оқу ауданы'],
    additional_info: ['Примечание', 'Комментарий', 'Ескерту'],
  },
  required: [
    ...PERSON_REQUIRED,
    'locality',
    'residence_address',
    'education',
    'social_status',
    'family_status',
    'family_members',
    'has_loans',
    'family_income',
    'education_goal',
    'training_language',
    'lesson_region_id',
    'lesson_district_id',
  ],
  toForm,
  resumed(tx, clientRecordId) {
    const done = tx
      .select({ id: applications.id, userId: applications.applicantId })
      .from(applications)
      .where(eq(applications.clientRecordId, clientRecordId))
      .get();
    return done ? { userId: done.userId, applicationId: done.id, after: snapshot(tx, done.userId, done.id) } : null;
  },
  // An IIN only a self-registration holds is no record of the person's: the office's row replaces it (ADR 133).
  existing(tx, iin, values) {
    const user = tx.select().from(users).where(eq(users.iin, iin)).get() ?? null;
    const phones = { iin, phone: String(values.phone ?? ''), phone_2: String(values.phone_2 ?? '') };
    return user && heldOnline(tx, phones) ? null : user;
  },
  // A staff member's IIN: an import never turns staff into an applicant or edits them.
  refuse: (u) => (u.roleId === ROLES.applicant ? null : { iin: ['validation.iin.taken'] }),
  create,
  update,
  blockers(db, job, r) {
    const now = snapshot(db as Tx, r.userId!, r.applicationId);
    const was = r.after as RecordSnapshot;
    const reasons: string[] = [];
    if (!now) reasons.push('imports.undo.gone');
    else {
      if (now.application?.status !== was.application?.status) reasons.push('imports.undo.status_changed');
      if (now.application?.flow_id !== was.application?.flow_id) reasons.push('imports.undo.flow_assigned');
    }
    // Attendance does not change the application's row, so it is looked up: any mark since the import.
    if (
      r.applicationId !== null &&
      db
        .select({ id: attendanceMarks.id })
        .from(attendanceMarks)
        .where(
          and(
            eq(attendanceMarks.applicationId, r.applicationId),
            gt(attendanceMarks.receivedAt, job.finishedAt ?? new Date(0)),
          ),
        )
        .get()
    )
      reasons.push('imports.undo.attendance');
    if (
      now &&
      !reasons.length &&
      !(sameRow(now.user, was.user) && sameRow(now.profile, was.profile) && sameRow(now.application, was.application))
    )
      reasons.push('imports.undo.changed');
    return reasons;
  },
  restore(tx, r) {
    if (r.outcome === 'create') {
      if (r.applicationId !== null) deleteRaw(tx, 'application', r.applicationId);
      deleteRaw(tx, 'profile', r.userId!);
      deleteRaw(tx, 'user', r.userId!);
      return;
    }
    const before = r.before as RecordSnapshot;
    writeRaw(tx, 'user', r.userId!, before.user);
    if (before.profile) writeRaw(tx, 'profile', r.userId!, before.profile);
    // Every column as it was, except the sync version, which moves on so that devices pull the restore.
    if (before.application)
      writeRaw(tx, 'application', r.applicationId!, { ...before.application, server_version: nextServerVersion(tx) });
  },
});
