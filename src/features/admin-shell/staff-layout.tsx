import { Outlet, useNavigate, useParams } from '@tanstack/react-router';
import { FormattedMessage } from 'react-intl';
import { ROLES } from '../../../contract/roles.ts';
import { Button } from '../../components/ui/button.tsx';
import { useSession } from '../../lib/session.ts';
import { signOut } from '../../lib/sign-out.ts';
import { AdminNav } from './admin-nav.tsx';
import './admin.css';

/**
 * Frame of every staff workplace (the admin area, the office's registration, the trainer's flows):
 * who is signed in, sign-out, and the menu of what this role may use (no link here that the role
 * could not open). An applicant or someone signed out sees the page alone: it tells them to sign in.
 */
export function StaffLayout() {
  const session = useSession();
  const navigate = useNavigate();
  const { locale } = useParams({ strict: false });
  if (!session || session.user.role_id === ROLES.applicant) return <Outlet />;
  return (
    <div className="admin">
      <div className="admin-bar">
        <span>
          <FormattedMessage id="admin.signedInAs" values={{ name: session.user.name }} />
        </span>
        <Button
          variant="secondary"
          className="sign-out"
          data-testid="sign-out"
          onClick={async () => {
            await signOut();
            await navigate({ to: '/{-$locale}/admin/login', params: { locale } });
          }}
        >
          <FormattedMessage id="admin.logout" />
        </Button>
      </div>
      <div className="admin-body">
        <AdminNav roleId={session.user.role_id} locale={locale} />
        <div className="admin-content" data-testid="admin-content">
          <Outlet />
        </div>
      </div>
    </div>
  );
}
