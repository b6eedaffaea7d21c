/**
 * Agro applications as an import target (ADR 093): a row is the agro form, checked by its schema and
 * by the rules `agro.apply` keeps (KATO places, an operator's districts). An IIN with an open
 * application — whether it came from a phone, a tablet through sync, or an earlier import — is a
 * duplicate and gets the run's strategy; a closed one (funded, rejected) does not stop a new
 * application, as it would not on a phone. Snapshots hold the application's raw row and its courses;
 * an undo is refused once the application moved on (status, enrolment, curator or technologist, edits).
 */
import { asc, eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../../db/client.ts';
import { agroApplicationCourses, agroApplications, type AgroSnapshot } from '../../../db/schema.ts';
import {
  agroColumns,
  agroPlaceErrors,
  insertAgroApplication,
  openAgroApplication,
  setAgroCourses,
} from '../../agro/create-application.ts';
import { audit } from '../../lib/audit.ts';
import { agroFormSchema, type AgroCourse } from '../../../contract/agro.ts';
import { fieldErrors } from '../../../contract/errors.ts';
import { deleteRaw, sameRow, writeRaw } from '../record-snapshot.ts';
import { fieldsOf, nothingChanged, updated, updateAudit } from '../row-update.ts';
import { hasErrors } from '../savepoint.ts';
import { NOT_YOURS, outsideScope } from '../scope.ts';
import { defineTarget, type RowResult } from '../target.ts';
import { agroCells } from './agro-cells.ts';
import { PERSON_REQUIRED, PERSON_SYNONYMS } from './person-columns.ts';

type Agro = typeof agroApplications.$inferSelect;

export function agroSnapshot(db: Db | Tx, id: number): AgroSnapshot | null {
  const agro = db.get<Record<string, unknown> | undefined>(sql`SELECT * FROM agro_applications WHERE id = ${id}`);
  if (!agro) return null;
  const courses = db
    .select({ course: agroApplicationCourses.course })
    .from(agroApplicationCourses)
    .where(eq(agroApplicationCourses.applicationId, id))
    .orderBy(asc(agroApplicationCourses.course))
    .all()
    .map((c) => c.course);
  return { agro, courses };
}

/** The stored application as the form's values (what the schema parses again after a merge). */
function storedForm(a: Agro, courses: string[]): Record<string, unknown> {
  return {
    ...a.answers,
    fio: a.name,
    iin: a.iin,
    phone: a.phone,
    gender: a.gender,
    birthday: a.birthday,
    region_id: a.regionId,
    district_id: a.districtId,
    rural_okrug_id: a.ruralOkrugId ?? undefined,
    village: a.village,
    courses,
  };
}

const isEmpty = (v: unknown) => v === undefined || v === null || v === '' || (Array.isArray(v) && v.length === 0);
/** The same value: lists compared as sets (courses are stored sorted, a list cell is in any order). */
const same = (a: unknown, b: unknown) =>
  JSON.stringify(Array.isArray(a) ? [...a].sort() : (a ?? null)) ===
  JSON.stringify(Array.isArray(b) ? [...b].sort() : (b ?? null));
/** The IIN is what matched; consent is the stored application's own. */
const MERGED = Object.keys(agroFormSchema.shape).filter((f) => f !== 'iin' && f !== 'consent_personal_data');

export const agroTarget = defineTarget<Agro>({
  id: 'agro',
  keyFields: ['iin'],
  noKey: 'imports.header.no_iin',
  skipped: 'imports.row.open_application',
  // Members of one household often give one phone: only the IIN tells two applications apart.
  phoneUnique: false,
  synonyms: {
    ...PERSON_SYNONYMS,
    village: ['Населенный пункт', 'Ауыл', 'Елді мекен', 'Village', 'Аул'],
    courses: ['Курс', 'Курсы', 'Направление', 'Направления', 'Курстар', 'Бағыт', 'Courses', 'Course'],
    land_area: ['Площадь', 'Площадь участка', 'Земля', 'Жер көлемі', 'Land'],
    land_unit: ['Ед. изм.', 'Единица измерения', 'Өлшем бірлігі'],
    livestock_count: ['КРС', 'Скот', 'Мал', 'Livestock'],
    poultry_count: ['Птица', 'Құс', 'Poultry'],
    fish_count: ['Рыба', 'Балық', 'Fish'],
    coop_status: ['Кооператив', 'Член кооператива', 'Кооператив мүшесі'],
    coop_name: ['Название кооператива', 'Кооператив атауы'],
    credit_needed: ['Нужен кредит', 'Кредит', 'Несие қажет'],
    credit_amount: ['Сумма кредита', 'Несие сомасы'],
    credit_purpose: ['Цель кредита', 'Несие мақсаты'],
    consent_personal_data: ['Согласие', 'Келісім', 'Consent'],
  },
  required: [
    ...PERSON_REQUIRED,
    'village',
    'courses',
    'land_area',
    'land_unit',
    'has_water',
    'has_electricity',
    'coop_status',
    'credit_needed',
    'prior_programme',
    'consent_personal_data',
  ],
  toForm: agroCells,
  resumed(tx, clientRecordId) {
    const done = tx
      .select({ id: agroApplications.id })
      .from(agroApplications)
      .where(eq(agroApplications.clientRecordId, clientRecordId))
      .get();
    return done ? { userId: null, applicationId: done.id, after: agroSnapshot(tx, done.id) } : null;
  },
  existing: (tx, iin) => openAgroApplication(tx, iin) ?? null,
  create(sp, ctx, { row, values, katoErrors, base }, clientRecordId): RowResult {
    const parsed = agroFormSchema.safeParse(values);
    const errors = { ...(parsed.success ? {} : fieldErrors(parsed.error)), ...katoErrors };
    if (hasErrors(errors) || !parsed.success) return { ...base, outcome: 'error', reasons: errors };
    const place = agroPlaceErrors(sp, ctx.creator, parsed.data);
    if (hasErrors(place)) return { ...base, outcome: 'error', reasons: place };
    const created = insertAgroApplication(
      sp,
      { clientRecordId, registeredBy: ctx.creator.id, source: 'import', importJobId: ctx.job.id },
      parsed.data,
    );
    audit(sp, {
      action: 'import.row',
      userId: ctx.creator.id,
      subjectType: 'agro_application',
      subjectId: created.id,
      after: { import_job_id: ctx.job.id, row: row.row, status: created.status, courses: parsed.data.courses },
    });
    return {
      ...base,
      outcome: 'create',
      reasons: {},
      userId: null,
      applicationId: created.id,
      before: null,
      after: agroSnapshot(sp, created.id),
    };
  },
  update(tx, ctx, { row, values, katoErrors, base }, existing, write): RowResult {
    if (outsideScope(ctx.creator, existing.districtId)) return { ...base, outcome: 'error', reasons: NOT_YOURS };
    const before = agroSnapshot(tx, existing.id)!;
    const current = storedForm(existing, before.courses);
    // Which fields the row sets: every mapped, filled cell (overwrite) or only where the record is empty (fill).
    const taken = MERGED.filter((f) => !isEmpty(values[f]) && (ctx.strategy === 'overwrite' || isEmpty(current[f])));
    const parsed = agroFormSchema.safeParse({ ...current, ...Object.fromEntries(taken.map((f) => [f, values[f]])) });
    const katoTaken = Object.fromEntries(Object.entries(katoErrors).filter(([f]) => taken.includes(f)));
    const errors = { ...(parsed.success ? {} : fieldErrors(parsed.error)), ...katoTaken };
    if (hasErrors(errors) || !parsed.success) return { ...base, outcome: 'error', reasons: errors };
    const merged = parsed.data as Record<string, unknown>;
    const changed = taken.filter((f) => !same(merged[f], current[f]));
    if (!changed.length) return nothingChanged(base, ctx, 'iin', 'imports.row.unchanged');
    // An operator touches only applications of their districts: where the row puts it too.
    const place = agroPlaceErrors(tx, ctx.creator, parsed.data);
    if (hasErrors(place)) return { ...base, outcome: 'error', reasons: place };
    return write((sp) => {
      const { columns, courses } = agroColumns(parsed.data);
      sp.update(agroApplications)
        .set({ ...columns, importJobId: ctx.job.id, updatedAt: new Date() })
        .where(eq(agroApplications.id, existing.id))
        .run();
      if (changed.includes('courses')) setAgroCourses(sp, existing.id, courses as AgroCourse[]);
      audit(sp, {
        action: 'import.row_update',
        userId: ctx.creator.id,
        subjectType: 'agro_application',
        subjectId: existing.id,
        ...updateAudit(ctx, row, fieldsOf(current, changed), fieldsOf(merged, changed)),
      });
      return updated(base, { userId: null, applicationId: existing.id, before, after: agroSnapshot(sp, existing.id) });
    });
  },
  blockers(db, _job, r) {
    const now = agroSnapshot(db, r.applicationId!);
    const was = (r.after as AgroSnapshot).agro;
    if (!now) return ['imports.undo.gone'];
    const reasons: string[] = [];
    if (now.agro.status !== was.status) reasons.push('imports.undo.status_changed');
    if (now.agro.enrolled_course !== was.enrolled_course) reasons.push('imports.undo.enrolled');
    if (now.agro.curator_id !== was.curator_id || now.agro.technologist_id !== was.technologist_id)
      reasons.push('imports.undo.staff_assigned');
    if (!reasons.length && !(sameRow(now.agro, was) && same(now.courses, (r.after as AgroSnapshot).courses)))
      reasons.push('imports.undo.changed');
    return reasons;
  },
  restore(tx, r) {
    const id = r.applicationId!;
    if (r.outcome === 'create') {
      tx.delete(agroApplicationCourses).where(eq(agroApplicationCourses.applicationId, id)).run();
      deleteRaw(tx, 'agro', id);
      return;
    }
    const before = r.before as AgroSnapshot;
    writeRaw(tx, 'agro', id, before.agro);
    setAgroCourses(tx, id, before.courses as AgroCourse[]);
  },
});
