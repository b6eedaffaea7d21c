/**
 * An admin page for some roles only: anyone else sees a plain notice and the page requests no data.
 * The API checks the same roles (README's permission matrix); this only spares a 403.
 */
import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import type { RoleId } from '../../../contract/roles.ts';
import { useSession } from '../../lib/session.ts';

export const NoAccess = () => (
  <p className="notice" data-testid="no-access">
    <FormattedMessage id="admin.noAccess.text" />
  </p>
);

export function RolesOnly({ roles, children }: { roles: readonly RoleId[]; children: ReactNode }) {
  const role = useSession()?.user.role_id;
  return role !== undefined && (roles as readonly number[]).includes(role) ? children : <NoAccess />;
}
