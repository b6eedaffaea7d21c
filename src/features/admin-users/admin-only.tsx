import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { ROLES } from '../../../api/schemas/roles.ts';
import { useSession } from '../../lib/session.ts';

/** User administration is for admins only; anyone else sees a plain notice and no data is requested. */
export function AdminOnly({ children }: { children: ReactNode }) {
  const session = useSession();
  if (session?.user.role_id === ROLES.admin) return children;
  return (
    <p className="notice" data-testid="no-access">
      <FormattedMessage id="admin.noAccess.text" />
    </p>
  );
}
