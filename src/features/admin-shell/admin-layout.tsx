import { Link, Outlet, useNavigate, useParams } from '@tanstack/react-router';
import { FormattedMessage, useIntl } from 'react-intl';
import { Button } from '../../components/ui/button.tsx';
import { useSession } from '../../lib/session.ts';
import { signOut } from '../../lib/sign-out.ts';

/** Frame of the admin area: who is signed in, its sections, and sign-out. */
export function AdminLayout() {
  const intl = useIntl();
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
      <nav className="admin-nav" aria-label={intl.formatMessage({ id: 'admin.nav' })}>
        <Link to="/{-$locale}/admin/news" params={{ locale }}>
          <FormattedMessage id="admin.news.title" />
        </Link>
        <Link to="/{-$locale}/admin/requests" params={{ locale }}>
          <FormattedMessage id="admin.requests.title" />
        </Link>
      </nav>
      <Outlet />
    </div>
  );
}
