import type { z } from 'zod';
import type { userUpdateSchema } from '../../../contract/users.ts';
import { ROLES } from '../../../contract/roles.ts';
import type { User } from './load-users.ts';

export type UserFormValues = z.input<typeof userUpdateSchema>;

/**
 * The form's values for a loaded user (or a new one). The seed's hidden fields — iin, phone_2, role,
 * region, district, districts, locality — are not shown but travel in the payload unchanged.
 */
export const toFormValues = (u: User | undefined, roleId: number = ROLES.applicant): UserFormValues => ({
  name: u?.name ?? '',
  email: u?.email ?? '',
  phone: u?.phone ?? '',
  password: '',
  iin: u?.iin ?? null,
  phone_2: u?.phone_2 ?? null,
  role_id: u?.role_id ?? roleId,
  region_id: u?.region_id ?? null,
  district_id: u?.district_id ?? null,
  district_ids: u?.district_ids ?? [],
  locality: u?.locality ?? null,
});
