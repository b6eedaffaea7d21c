import { index, integer, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import { createdAt } from './columns.ts';
import { kato, users } from './core.ts';

/* ------------------------------------------------------------ registration ------------------------------------------------------------ */

/**
 * The applicant's answers beyond what `users` holds (name, IIN, phones, email, region, district,
 * village): one row per applicant, keyed by user id, so staff accounts carry none of it.
 */
export const applicantProfiles = sqliteTable('applicant_profiles', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  gender: text('gender', { enum: ['male', 'female'] }).notNull(),
  birthday: text('birthday').notNull(), // ISO date, from the IIN
  ruralOkrugId: integer('rural_okrug_id').references(() => kato.id),
  residenceAddress: text('residence_address'),
  education: text('education'),
  socialStatus: text('social_status'),
  largeFamily: integer('large_family', { mode: 'boolean' }).notNull().default(false),
  familyMembers: integer('family_members'),
  hasLoans: integer('has_loans', { mode: 'boolean' }).notNull().default(false),
  loansCount: integer('loans_count'),
  loansAmount: integer('loans_amount'),
  loansMonthPayment: integer('loans_month_payment'),
  loansOverdue: integer('loans_overdue', { mode: 'boolean' }),
  familyIncome: integer('family_income'),
  educationGoal: text('education_goal'),
  additionalInfo: text('additional_info'),
  /** Profile photo under DATA_DIR/profile-photos/<user id>.<ext>. */
  photoMime: text('photo_mime'),
  photoUpdatedAt: integer('photo_updated_at', { mode: 'timestamp_ms' }),
  /** When the three ticks were given (consent, user agreement, offline-only lessons). */
  consentedAt: integer('consented_at', { mode: 'timestamp_ms' }).notNull(),
  createdAt: createdAt(),
  updatedAt: integer('updated_at', { mode: 'timestamp_ms' }),
});

/**
 * One-time SMS codes for self-registration: only a salted hash is kept; 5 minutes, 5 attempts.
 * A correct code yields a short-lived verification token (also stored hashed) that /api/register spends.
 */
export const smsCodes = sqliteTable(
  'sms_codes',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    phone: text('phone').notNull(),
    codeHash: text('code_hash').notNull(),
    attempts: integer('attempts').notNull().default(0),
    expiresAt: integer('expires_at', { mode: 'timestamp_ms' }).notNull(),
    verifiedAt: integer('verified_at', { mode: 'timestamp_ms' }),
    verificationHash: text('verification_hash').unique(),
    verificationExpiresAt: integer('verification_expires_at', { mode: 'timestamp_ms' }),
    usedAt: integer('used_at', { mode: 'timestamp_ms' }),
    createdAt: createdAt(),
  },
  (t) => [index('sms_codes_phone_idx').on(t.phone, t.createdAt)],
);
