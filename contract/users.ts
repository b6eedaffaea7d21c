/**
 * The admin user form's contract (seed: "User form screen" and POST /api/users): the form, its
 * zodResolver and the API validate with these same schemas. Messages are catalog ids.
 */
import { z } from 'zod';
import type { PublicUser } from './auth.ts';
import { normalizePhone, password, phone } from './fields.ts';
import { listQuery } from './list-query.ts';
import { USER_SEARCH } from './list-searches.ts';
import { ROLES } from './roles.ts';

/** Empty text means "not given": stored as null, never as ''. */
const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, 'validation.too_long')
    .nullish()
    .transform((v) => v || null);

const optionalPhone = z
  .string()
  .nullish()
  .transform((v) => (v ? normalizePhone(v) : null))
  .refine((v) => v === null || /^7\d{10}$/.test(v), 'validation.phone.invalid');

const optionalEmail = optionalText(255).refine(
  (v) => v === null || z.email().safeParse(v).success,
  'validation.email.invalid',
);

const iin = z
  .string()
  .nullish()
  .transform((v) => v?.replace(/\s/g, '') || null)
  .refine((v) => v === null || /^\d{12}$/.test(v), 'validation.iin.invalid');

const katoId = z
  .number()
  .int()
  .positive()
  .nullish()
  .transform((v) => v ?? null);

const fields = {
  name: z.string().trim().min(1, 'validation.required').max(255, 'validation.too_long'),
  email: optionalEmail,
  phone,
  phone_2: optionalPhone,
  iin,
  role_id: z
    .number()
    .int()
    .min(ROLES.applicant, 'validation.invalid')
    .max(ROLES.admin, 'validation.invalid')
    .default(ROLES.applicant),
  region_id: katoId,
  district_id: katoId,
  district_ids: z
    .array(z.number().int().positive())
    .nullish()
    .transform((v) => v ?? []),
  locality: optionalText(255),
};

/** POST /api/users: a password of at least 6 characters is required. */
export const userCreateSchema = z.object({ ...fields, password });

/** POST /api/users/{id}: an empty password keeps the current one. */
export const userUpdateSchema = z.object({
  ...fields,
  password: z
    .string()
    .nullish()
    .transform((v) => v || undefined)
    .pipe(password.optional()),
});

export type UserFormInput = z.input<typeof userCreateSchema>;
export type UserPayload = z.output<typeof userUpdateSchema>;

export const USER_SORTS = ['ASC', 'DESC'] as const;

/** GET /api/users: the seed's query (page, per_page, search, role_id, sort). */
export const userListQuery = listQuery(USER_SEARCH, 'drop').extend({
  per_page: z.coerce.number().int().min(1).max(100).catch(20),
  sort: z.enum(USER_SORTS).catch('DESC'),
});
export type UserListQuery = z.input<typeof userListQuery>;

/** POST /api/users/{id}/password: the admin's new password, or none to have one generated. */
export const passwordResetSchema = z.object({ password: password.optional() });

/** A user as the admin area sees it. */
export interface AdminUser extends PublicUser {
  blocked_at: string | null;
  created_at: string;
  updated_at: string | null;
}

/** The seed's page meta, plus the capped count and the cursor of "Next" (ADR 065, 123). */
export interface Paged<T> {
  data: T[];
  meta: {
    page: number;
    per_page: number;
    total: number;
    last_page: number;
    total_capped: boolean;
    next: string | null;
  };
}
