/**
 * The training registration contract: the tablet's draft, the outbox mutation `registration.submit`,
 * and POST /api/register all validate with these schemas. Option lists are defined here once and
 * translated through catalog ids `registration.<list>.<value>`.
 */
import { z } from 'zod';
import {
  iinField,
  isoDate,
  katoId,
  optionalKatoId,
  optionalPhone,
  optionalWholeNumber,
  optionalYesNo,
  password,
  phone,
  requiredTick,
  wholeNumber,
  yesNo,
} from './fields.ts';
import { ageOn, checkIin, isRealDate } from './iin.ts';
import { todayInKazakhstan } from './kazakhstan-time.ts';

export const GENDERS = ['male', 'female'] as const;
export const EDUCATION_LEVELS = [
  'none',
  'secondary',
  'vocational',
  'incomplete_higher',
  'higher',
  'postgraduate',
] as const;
export const SOCIAL_STATUSES = [
  'employed',
  'self_employed',
  'unemployed',
  'pensioner',
  'student',
  'disabled',
  'maternity_leave',
  'other',
] as const;
export const EDUCATION_GOALS = [
  'manage_budget',
  'repay_debts',
  'avoid_fraud',
  'savings',
  'start_business',
  'bankruptcy',
  'other',
] as const;
export const TRAINING_LANGUAGES = ['kk', 'ru'] as const;
export const ADULT_AGE = 18;

/** Catalog id of an option's label, e.g. optionLabel('education', 'higher'). */
export const optionLabel = (list: string, value: string) => `registration.${list}.${value}`;

const text = (max: number) =>
  z.string({ message: 'validation.required' }).trim().min(1, 'validation.required').max(max);
const optionalText = (max: number) => z.string().trim().max(max).optional();

const choice = <T extends readonly [string, ...string[]]>(values: T) =>
  z.enum(values, { message: 'validation.required' });

export const iin = iinField;

/** Step 1 — personal. */
export const personalShape = {
  fio: text(200),
  iin,
  gender: choice(GENDERS),
  birthday: isoDate,
};
/** Step 2 — contacts and address. */
export const contactsShape = {
  phone,
  phone_2: optionalPhone,
  email: z.union([z.literal(''), z.email('validation.email.invalid')]).optional(),
  region_id: katoId,
  district_id: katoId,
  rural_okrug_id: optionalKatoId,
  locality: text(200),
  residence_address: text(300),
};
/** Step 3 — family and finances. */
export const familyShape = {
  education: choice(EDUCATION_LEVELS),
  social_status: choice(SOCIAL_STATUSES),
  family_status: yesNo,
  family_members: wholeNumber(1, 50),
  has_loans: yesNo,
  loans_count: optionalWholeNumber(0, 100),
  loans_amount: optionalWholeNumber(0, 10_000_000_000),
  loans_month_payment: optionalWholeNumber(0, 1_000_000_000),
  loans_overdue: optionalYesNo,
  family_income: wholeNumber(0, 1_000_000_000),
};
/** Step 4 — training. */
export const trainingShape = {
  education_goal: choice(EDUCATION_GOALS),
  training_language: choice(TRAINING_LANGUAGES),
  lesson_region_id: katoId,
  lesson_district_id: katoId,
  /** A flow the form offered from GET /api/cato_flows: a wish, assigned on arrival if a seat is left. */
  flow_id: optionalWholeNumber(1, 2_147_483_647),
  additional_info: optionalText(2000),
};
/** Step 5 — consents and review. */
export const consentShape = {
  consent_personal_data: requiredTick,
  accept_agreement: requiredTick,
  offline_only: requiredTick,
};

type Ctx = z.core.$RefinementCtx;

/** Birthday and gender must agree with the IIN; the person must be an adult today (every person form's rule). */
export function checkPersonal(v: { iin: string; birthday: string; gender: string }, ctx: Ctx) {
  // An empty or mistyped date already has its one message ("required", "date format").
  if (!/^\d{4}-\d{2}-\d{2}$/.test(v.birthday)) return;
  const [y, m, d] = v.birthday.split('-').map(Number) as [number, number, number];
  if (!isRealDate(y, m, d) || y < 1900) {
    ctx.addIssue({ code: 'custom', path: ['birthday'], message: 'validation.birthday.invalid' });
    return;
  }
  const parsed = checkIin(v.iin);
  if (!parsed.ok) return;
  if (parsed.facts.birthday !== v.birthday)
    ctx.addIssue({ code: 'custom', path: ['birthday'], message: 'validation.birthday.invalid' });
  else if (ageOn(v.birthday, todayInKazakhstan()) < ADULT_AGE)
    ctx.addIssue({ code: 'custom', path: ['birthday'], message: 'validation.age.adult' });
  if (parsed.facts.gender !== v.gender)
    ctx.addIssue({ code: 'custom', path: ['gender'], message: 'validation.gender.iin' });
}

/** With loans, their number, amount, monthly payment and overdue answer are required. */
function checkLoans(v: { has_loans: boolean } & Record<string, unknown>, ctx: Ctx) {
  if (!v.has_loans) return;
  for (const f of ['loans_count', 'loans_amount', 'loans_month_payment', 'loans_overdue'])
    if (v[f] === undefined) ctx.addIssue({ code: 'custom', path: [f], message: 'validation.required' });
}

export const registrationSteps = [
  { id: 'personal', schema: z.object(personalShape).superRefine(checkPersonal) },
  { id: 'contacts', schema: z.object(contactsShape) },
  { id: 'family', schema: z.object(familyShape).superRefine(checkLoans) },
  { id: 'training', schema: z.object(trainingShape) },
  { id: 'consents', schema: z.object(consentShape) },
] as const;

/** Which step a field is on, so the step bar can mark steps that have errors. */
export const stepOfField: Record<string, number> = Object.fromEntries(
  [personalShape, contactsShape, familyShape, trainingShape, { ...consentShape, password: true }].flatMap((shape, i) =>
    Object.keys(shape).map((k) => [k, i]),
  ),
);

const fullShape = { ...personalShape, ...contactsShape, ...familyShape, ...trainingShape, ...consentShape };

export const registrationSchema = z
  .object(fullShape)
  .superRefine((v, ctx) => (checkPersonal(v, ctx), checkLoans(v, ctx)));
export type RegistrationInput = z.input<typeof registrationSchema>;
export type Registration = z.output<typeof registrationSchema>;

/** The outbox mutation: the draft's UUID makes a repeated submission idempotent. */
export const registrationSubmitSchema = z.object({
  client_record_id: z.uuid(),
  form: registrationSchema,
});
export type RegistrationSubmit = z.output<typeof registrationSubmitSchema>;

/** Online self-registration: the same form plus a password (last step) and the SMS verification token. */
export const selfFormSchema = z
  .object({ ...fullShape, password })
  .superRefine((v, ctx) => (checkPersonal(v, ctx), checkLoans(v, ctx)));
export const selfRegistrationSchema = z
  .object({ ...fullShape, password, verification: z.string().min(10, 'validation.sms.verify_first') })
  .superRefine((v, ctx) => (checkPersonal(v, ctx), checkLoans(v, ctx)));

/**
 * `purpose`: `register` (the default) sends a registered phone's owner a notice instead of a code; `prove`
 * sends every phone its code, to prove it for a booking, a seat, a survey answer or an agro application
 * (ADR 133). The answer is the same either way, so neither tells a stranger who is registered.
 */
export const SMS_PURPOSES = ['register', 'prove'] as const;
export const sendSmsSchema = z.object({ phone, purpose: z.enum(SMS_PURPOSES).default('register') });
export const verifyCodeSchema = z.object({ phone, code: z.string().regex(/^\d{6}$/, 'validation.sms.code_format') });

/** Fields the applicant may change in the personal account (IIN, phone and birthday stay as registered). */
export const profileUpdateSchema = z.object({
  fio: text(200),
  email: contactsShape.email,
  phone_2: optionalPhone,
  region_id: katoId,
  district_id: katoId,
  rural_okrug_id: optionalKatoId,
  locality: text(200),
  residence_address: text(300),
  education: choice(EDUCATION_LEVELS),
  social_status: choice(SOCIAL_STATUSES),
});
