/**
 * Creates an applicant (users row, role 1, and the profile) and the training application in the
 * caller's transaction. Used by the tablet's `registration.submit` and by online self-registration,
 * so both enforce the same uniqueness and reference checks.
 */
import { eq, or } from 'drizzle-orm';
import { applicantProfiles, applications, kato, users } from '../../db/schema.ts';
import { ROLES } from '../../db/seed.ts';
import type { Registration } from '../schemas/registration.ts';
import type { FieldErrors } from '../schemas/errors.ts';
import { Rejection, type Tx } from '../sync/registry.ts';
import type { Db } from '../../db/client.ts';
import type { UserRow } from '../context.ts';
import { nextServerVersion } from '../sync/versions.ts';

/** Seed messages "not a unique IIN" / "not a unique phone" for what is already registered. */
export function takenErrors(tx: Tx | Db, form: Pick<Registration, 'iin' | 'phone'>): FieldErrors {
  const clash = tx
    .select({ iin: users.iin, phone: users.phone })
    .from(users)
    .where(or(eq(users.iin, form.iin), eq(users.phone, form.phone)))
    .all();
  const errors: FieldErrors = {};
  if (clash.some((u) => u.iin === form.iin)) errors.iin = ['validation.iin.taken'];
  if (clash.some((u) => u.phone === form.phone)) errors.phone = ['validation.phone.taken'];
  return errors;
}

/** Operators register only in their own districts (home and lesson district); admins anywhere. */
export function districtErrors(user: UserRow, form: Pick<Registration, 'district_id' | 'lesson_district_id'>) {
  const errors: FieldErrors = {};
  if (user.roleId !== ROLES.operator) return errors;
  const own = new Set(user.districtIds);
  if (!own.has(form.district_id)) errors.district_id = ['validation.district.not_yours'];
  if (!own.has(form.lesson_district_id)) errors.lesson_district_id = ['validation.district.not_yours'];
  return errors;
}

/** Each KATO pick must be a child of the one above it (district in region, okrug in district). */
function katoErrors(tx: Tx, form: Registration): FieldErrors {
  const parentOf = (id: number) => tx.select({ p: kato.parentId }).from(kato).where(eq(kato.id, id)).get()?.p;
  const errors: FieldErrors = {};
  const pairs: [keyof Registration, number | undefined, number][] = [
    ['district_id', form.district_id, form.region_id],
    ['rural_okrug_id', form.rural_okrug_id, form.district_id],
    ['lesson_district_id', form.lesson_district_id, form.lesson_region_id],
  ];
  for (const [field, child, parent] of pairs)
    if (child !== undefined && parentOf(child) !== parent) errors[field] = ['validation.kato.mismatch'];
  return errors;
}

export interface NewApplicant {
  form: Registration;
  passwordHash?: string | null;
  clientRecordId?: string | null;
  registeredBy: number | null;
  source: 'office' | 'online' | 'import';
  now: Date;
}

export function createApplicant(tx: Tx, a: NewApplicant) {
  const { form } = a;
  const errors = { ...takenErrors(tx, form), ...katoErrors(tx, form) };
  if (Object.keys(errors).length) throw new Rejection(errors);
  const user = tx
    .insert(users)
    .values({
      name: form.fio,
      iin: form.iin,
      email: form.email || null,
      phone: form.phone,
      phone2: form.phone_2 ?? null,
      passwordHash: a.passwordHash ?? null,
      roleId: ROLES.applicant,
      regionId: form.region_id,
      districtId: form.district_id,
      locality: form.locality,
    })
    .returning()
    .get();
  tx.insert(applicantProfiles)
    .values({
      userId: user.id,
      gender: form.gender,
      birthday: form.birthday,
      ruralOkrugId: form.rural_okrug_id ?? null,
      residenceAddress: form.residence_address,
      education: form.education,
      socialStatus: form.social_status,
      largeFamily: form.family_status,
      familyMembers: form.family_members,
      hasLoans: form.has_loans,
      loansCount: form.has_loans ? (form.loans_count ?? null) : null,
      loansAmount: form.has_loans ? (form.loans_amount ?? null) : null,
      loansMonthPayment: form.has_loans ? (form.loans_month_payment ?? null) : null,
      loansOverdue: form.has_loans ? (form.loans_overdue ?? null) : null,
      familyIncome: form.family_income,
      educationGoal: form.education_goal,
      additionalInfo: form.additional_info || null,
      consentedAt: a.now,
    })
    .run();
  const application = tx
    .insert(applications)
    .values({
      clientRecordId: a.clientRecordId ?? null,
      applicantId: user.id,
      status: 'applied',
      language: form.training_language,
      lessonRegionId: form.lesson_region_id,
      lessonDistrictId: form.lesson_district_id,
      responsibleId: a.registeredBy,
      registeredBy: a.registeredBy ?? user.id,
      source: a.source,
      submittedAt: a.now,
      serverVersion: nextServerVersion(tx),
    })
    .returning()
    .get();
  return { user, application };
}
