/** Why this page needs a sign-in, and the link to sign in that comes back here afterwards. */
import { Link, useParams } from '@tanstack/react-router';
import { FormattedMessage } from 'react-intl';

export function SignInPrompt({ reason }: { reason: string }) {
  const { locale } = useParams({ strict: false });
  return (
    <p>
      <FormattedMessage id={reason} />{' '}
      <Link to="/{-$locale}/admin/login" params={{ locale }} search={{ from: window.location.pathname }}>
        <FormattedMessage id="registration.staff.signInLink" />
      </Link>
    </p>
  );
}
