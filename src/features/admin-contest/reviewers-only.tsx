import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { ROLES } from '../../../api/schemas/roles.ts';
import { useSession } from '../../lib/session.ts';

/** Contest review is for admins and experts; anyone else sees a plain notice and no data is requested. */
export function ReviewersOnly({ children }: { children: ReactNode }) {
  const role = useSession()?.user.role_id;
  if (role === ROLES.admin || role === ROLES.expert) return children;
  return (
    <p className="notice" data-testid="no-access">
      <FormattedMessage id="admin.noAccess.text" />
    </p>
  );
}
