import { z } from 'zod';
import { phone } from './fields.ts';

export const loginSchema = z.object({
  phone,
  password: z.string().min(1, 'validation.required').max(200),
});
export type LoginInput = z.input<typeof loginSchema>;

/** The user as the API returns it (the seed's snake_case field names). */
export interface PublicUser {
  id: number;
  name: string;
  email: string | null;
  phone: string;
  phone_2: string | null;
  iin: string | null;
  role_id: number;
  region_id: number | null;
  district_id: number | null;
  district_ids: number[];
  locality: string | null;
}
