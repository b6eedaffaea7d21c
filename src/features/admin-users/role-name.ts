import type { IntlShape } from 'react-intl';
import { ROLE_SLUGS, ROLES } from '../../../contract/roles.ts';

/** The translated name of a role_id ("Lawyer"), or the number for an unknown one. */
export function roleName(intl: IntlShape, roleId: number) {
  const slug = ROLE_SLUGS.find((s) => ROLES[s] === roleId);
  return slug ? intl.formatMessage({ id: `role.${slug}` }) : String(roleId);
}
