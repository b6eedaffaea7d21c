/**
 * Creates an applicant (users row, role 1, and the profile) and the training application in the
 * caller's transaction. Used by the tablet's `registration.submit` and by online self-registration,
 * so both enforce the same uniqueness and reference checks.
 */
import { eq, or, sql } from 'drizzle-orm';
import { applicantProfiles, applications, users } from '../../db/schema.ts';
import { ROLES } from '../../db/roles.ts';
import type { Registration } from '../../contract/registration.ts';
import type { FieldErrors } from '../../contract/errors.ts';
import { Rejection } from '../sync/registry.ts';
import type { Db, Tx } from '../../db/client.ts';
import { placeholders, preparedOnce } from '../../db/prepared.ts';
import type { UserRow } from '../context.ts';
import { nextServerVersion } from '../sync/versions.ts';
import { katoMismatch } from '../reference/kato-check.ts';
import { bumpFlow } from '../flows/status.ts';
import { flowToJoin } from './preferred-flow.ts';

/** Seed messages "not a unique IIN" / "not a unique phone" for what is already registered. */
const selectTaken = preparedOnce((db: Tx | Db) =>
  db
    .select({ iin: users.iin, phone: users.phone })
    .from(users)
    .where(or(eq(users.iin, sql.placeholder('iin')), eq(users.phone, sql.placeholder('phone'))))
    .prepare(),
);

export function takenErrors(tx: Tx | Db, form: Pick<Registration, 'iin' | 'phone'>): FieldErrors {
  const clash = selectTaken(tx).all({ iin: form.iin, phone: form.phone });
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
const katoErrors = (tx: Tx, form: Registration): FieldErrors =>
  katoMismatch(tx, [
    ['district_id', form.district_id, form.region_id],
    ['rural_okrug_id', form.rural_okrug_id, form.district_id],
    ['lesson_district_id', form.lesson_district_id, form.lesson_region_id],
  ]);

export interface NewApplicant {
  form: Registration;
  passwordHash?: string | null;
  clientRecordId?: string | null;
  registeredBy: number | null;
  source: 'office' | 'online' | 'import';
  now: Date;
}

const USER_COLUMNS = [
  'name',
  'iin',
  'email',
  'phone',
  'phone2',
  'passwordHash',
  'regionId',
  'districtId',
  'locality',
] as const;
const insertUser = preparedOnce((tx: Tx) =>
  tx
    .insert(users)
    .values({ ...placeholders(USER_COLUMNS), roleId: ROLES.applicant })
    .returning()
    .prepare(),
);

const PROFILE_COLUMNS = [
  'userId',
  'gender',
  'birthday',
  'ruralOkrugId',
  'residenceAddress',
  'education',
  'socialStatus',
  'largeFamily',
  'familyMembers',
  'hasLoans',
  'loansCount',
  'loansAmount',
  'loansMonthPayment',
  'loansOverdue',
  'familyIncome',
  'educationGoal',
  'additionalInfo',
  'consentedAt',
] as const;
const insertProfile = preparedOnce((tx: Tx) =>
  tx.insert(applicantProfiles).values(placeholders(PROFILE_COLUMNS)).prepare(),
);

const APPLICATION_COLUMNS = [
  'clientRecordId',
  'applicantId',
  'language',
  'lessonRegionId',
  'lessonDistrictId',
  'flowId',
  'responsibleId',
  'registeredBy',
  'source',
  'submittedAt',
  'serverVersion',
] as const;
const insertApplication = preparedOnce((tx: Tx) =>
  tx
    .insert(applications)
    .values({ ...placeholders(APPLICATION_COLUMNS), status: 'applied' })
    .returning()
    .prepare(),
);

/** The IIN or phone is someone's already: a unique index of the users table refused the row. */
const isTaken = (e: unknown) => (e as { code?: unknown } | null)?.code === 'SQLITE_CONSTRAINT_UNIQUE';

/**
 * The person's account. The insert itself finds a taken IIN or phone through the unique indexes; looking
 * both up beforehand read the same index pages twice for each person a tablet registers, a sixth of a
 * push (ADR 131). Only a refusal is explained, field by field.
 */
function insertPerson(tx: Tx, form: Registration, passwordHash: string | null | undefined) {
  try {
    return insertUser(tx).get({
      name: form.fio,
      iin: form.iin,
      email: form.email || null,
      phone: form.phone,
      phone2: form.phone_2 ?? null,
      passwordHash: passwordHash ?? null,
      regionId: form.region_id,
      districtId: form.district_id,
      locality: form.locality,
    } satisfies Record<(typeof USER_COLUMNS)[number], unknown>)!;
  } catch (e) {
    const taken = isTaken(e) ? takenErrors(tx, form) : {};
    if (Object.keys(taken).length) throw new Rejection(taken);
    throw e;
  }
}

export function createApplicant(tx: Tx, a: NewApplicant) {
  const { form } = a;
  const kato = katoErrors(tx, form);
  if (Object.keys(kato).length) throw new Rejection({ ...takenErrors(tx, form), ...kato });
  const user = insertPerson(tx, form, a.passwordHash);
  const loans = <T>(v: T | undefined) => (form.has_loans ? (v ?? null) : null);
  insertProfile(tx).run({
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
    loansCount: loans(form.loans_count),
    loansAmount: loans(form.loans_amount),
    loansMonthPayment: loans(form.loans_month_payment),
    loansOverdue: loans(form.loans_overdue),
    familyIncome: form.family_income,
    educationGoal: form.education_goal,
    additionalInfo: form.additional_info || null,
    consentedAt: a.now,
  } satisfies Record<(typeof PROFILE_COLUMNS)[number], unknown>);
  const flowId = flowToJoin(tx, form.flow_id, form.lesson_district_id);
  const application = insertApplication(tx).get({
    clientRecordId: a.clientRecordId ?? null,
    applicantId: user.id,
    language: form.training_language,
    lessonRegionId: form.lesson_region_id,
    lessonDistrictId: form.lesson_district_id,
    flowId,
    responsibleId: a.registeredBy,
    registeredBy: a.registeredBy ?? user.id,
    source: a.source,
    submittedAt: a.now,
    serverVersion: nextServerVersion(tx),
  } satisfies Record<(typeof APPLICATION_COLUMNS)[number], unknown>)!;
  if (flowId) bumpFlow(tx, flowId); // the trainer's tablet pulls the new participant
  return { user, application };
}

/** What the applicant and the office both see of a profile: the account and the application detail start from it. */
export const profileBasics = (p: typeof applicantProfiles.$inferSelect) => ({
  gender: p.gender,
  birthday: p.birthday,
  rural_okrug_id: p.ruralOkrugId,
  residence_address: p.residenceAddress,
  education: p.education,
  social_status: p.socialStatus,
});
