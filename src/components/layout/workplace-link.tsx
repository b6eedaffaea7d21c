/** The header's way to one's work: "My workplace" when signed in, "Sign in" otherwise. */
import { Link, useParams } from '@tanstack/react-router';
import { FormattedMessage } from 'react-intl';
import { useSession } from '../../lib/session.ts';
import { workplaceOf } from '../../lib/workplace.ts';

export function WorkplaceLink() {
  const session = useSession();
  const { locale } = useParams({ strict: false });
  return session ? (
    <Link
      to={workplaceOf(session.user.role_id)}
      params={{ locale }}
      className="header-link"
      data-testid="workplace-link"
    >
      <FormattedMessage id="nav.workplace" />
    </Link>
  ) : (
    <Link to="/{-$locale}/admin/login" params={{ locale }} className="header-link" data-testid="sign-in-link">
      <FormattedMessage id="nav.signIn" />
    </Link>
  );
}
