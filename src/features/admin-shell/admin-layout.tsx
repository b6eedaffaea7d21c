import { Outlet, useNavigate, useParams } from '@tanstack/react-router';
import { FormattedMessage } from 'react-intl';
import { Button } from '../../components/ui/button.tsx';
import { useSession } from '../../lib/session.ts';
import { signOut } from '../../lib/sign-out.ts';

/** Frame of the admin area: who is signed in, and sign-out. */
export function AdminLayout() {
  const session = useSession();
  const navigate = useNavigate();
  const { locale } = useParams({ strict: false });
  if (!session) return <Outlet />;
  return (
    <div className="admin">
      <div className="admin-bar">
        <span>
          <FormattedMessage id="admin.signedInAs" values={{ name: session.user.name }} />
        </span>
        <Button
          variant="secondary"
          onClick={async () => {
            await signOut();
            await navigate({ to: '/{-$locale}/admin/login', params: { locale } });
          }}
        >
          <FormattedMessage id="admin.logout" />
        </Button>
      </div>
      <Outlet />
    </div>
  );
}
