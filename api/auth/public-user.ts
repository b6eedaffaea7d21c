import type { PublicUser } from '../../contract/auth.ts';
import type { UserRow } from '../context.ts';

/** The user as the API shows it: the seed's field names, never the password hash. */
export const publicUser = (u: UserRow): PublicUser => ({
  id: u.id,
  name: u.name,
  email: u.email,
  phone: u.phone,
  phone_2: u.phone2,
  iin: u.iin,
  role_id: u.roleId,
  region_id: u.regionId,
  district_id: u.districtId,
  district_ids: u.districtIds,
  locality: u.locality,
});
