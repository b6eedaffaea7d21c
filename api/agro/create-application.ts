/**
 * Writing an agro application, shared by `agro.apply` (a phone or a tablet) and the import (ADR 093):
 * the rules one application must meet (KATO places, an operator's districts, one open application per
 * IIN) and its stored shape — the person and place in columns, the rest of the form as `answers`, the
 * courses as rows.
 */
import { and, desc, eq, notInArray } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { agroApplicationCourses, agroApplications } from '../../db/schema.ts';
import { ROLES } from '../../db/roles.ts';
import type { UserRow } from '../context.ts';
import { katoMismatch } from '../reference/kato-check.ts';
import type { AgroForm, AgroStatus } from '../../contract/agro.ts';
import type { FieldErrors } from '../../contract/errors.ts';

export const CLOSED_AGRO: AgroStatus[] = ['funded', 'rejected', 'superseded'];

/** The IIN's application that is neither funded nor rejected (there is at most one), newest first. */
export const openAgroApplication = (tx: Tx, iin: string) =>
  tx
    .select()
    .from(agroApplications)
    .where(and(eq(agroApplications.iin, iin), notInArray(agroApplications.status, CLOSED_AGRO)))
    .orderBy(desc(agroApplications.id))
    .get();

/** KATO places that hold together and, for an operator, a district of theirs. */
export function agroPlaceErrors(tx: Tx, user: UserRow | null, form: AgroForm): FieldErrors {
  const errors: FieldErrors = katoMismatch(tx, [
    ['region_id', form.region_id, null, 1],
    ['district_id', form.district_id, form.region_id],
    ['rural_okrug_id', form.rural_okrug_id, form.district_id],
  ]);
  if (user?.roleId === ROLES.operator && !user.districtIds.includes(form.district_id))
    errors.district_id = ['validation.district.not_yours'];
  return errors;
}

/** The form as the application's columns (person, place, cooperative) and `answers` (everything else). */
export function agroColumns(form: AgroForm) {
  const { fio, iin, phone, gender, birthday, region_id, district_id, rural_okrug_id, village, courses, ...answers } =
    form;
  return {
    columns: {
      iin,
      name: fio,
      phone,
      gender,
      birthday,
      regionId: region_id,
      districtId: district_id,
      ruralOkrugId: rural_okrug_id ?? null,
      village,
      coopName: answers.coop_status === 'no' ? null : (answers.coop_name ?? null),
      answers,
    },
    courses,
  };
}

/** The chosen courses, replaced as a whole. */
export function setAgroCourses(tx: Tx, applicationId: number, courses: readonly AgroForm['courses'][number][]) {
  tx.delete(agroApplicationCourses).where(eq(agroApplicationCourses.applicationId, applicationId)).run();
  if (courses.length)
    tx.insert(agroApplicationCourses)
      .values(courses.map((course) => ({ applicationId, course })))
      .run();
}

export function insertAgroApplication(
  tx: Tx,
  values: Omit<typeof agroApplications.$inferInsert, keyof ReturnType<typeof agroColumns>['columns']>,
  form: AgroForm,
) {
  const { columns, courses } = agroColumns(form);
  const row = tx
    .insert(agroApplications)
    .values({ ...values, ...columns })
    .returning()
    .get();
  setAgroCourses(tx, row.id, courses);
  return row;
}
