import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { ROLES } from '../../../api/schemas/roles.ts';
import { useSession } from '../../lib/session.ts';

/** Admins and district operators review applications; anyone else sees a notice and nothing is requested. */
export function ReviewAccess({ children }: { children: ReactNode }) {
  const role = useSession()?.user.role_id;
  if (role === ROLES.admin || role === ROLES.operator) return children;
  return (
    <p className="notice" data-testid="no-access">
      <FormattedMessage id="admin.noAccess.text" />
    </p>
  );
}
