/**
 * An import changes only records its account may already edit (issue 34.8): an operator's rows may
 * not reach a record of another district, whatever district the row would move it to. Checked before
 * anything is compared, so the row's outcome tells nothing of the stranger's stored values.
 */
import { ROLES } from '../../db/roles.ts';
import type { UserRow } from '../context.ts';
import type { FieldErrors } from '../../contract/errors.ts';

export const NOT_YOURS: FieldErrors = { iin: ['imports.row.not_yours'] };

/** True when `creator` may not edit a record kept in `districtId` (admins edit everywhere). */
export const outsideScope = (creator: UserRow, districtId: number | null) =>
  creator.roleId === ROLES.operator && (districtId === null || !creator.districtIds.includes(districtId));
