/**
 * After online self-registration: the server created the account and the application before this
 * page opens, so it says "submitted successfully" and makes the weekend call-back promise.
 */
import { Link, useParams } from '@tanstack/react-router';
import { FormattedMessage } from 'react-intl';
import { SubmissionState } from '../../components/ui/submission-state.tsx';
import './registration.css';

export function RegistrationSuccessPage() {
  const { locale } = useParams({ strict: false });
  return (
    <section className="page registration" data-testid="registration-success">
      <SubmissionState
        status="sent"
        success="registration.success.title"
        testId="registration-done"
        heading="h1"
        modal={{ title: 'registration.thanks.title', body: 'registration.thanks.body' }}
        actions={
          <Link to="/{-$locale}/account" params={{ locale }} className="btn btn-primary">
            <FormattedMessage id="registration.self.account" />
          </Link>
        }
      />
    </section>
  );
}
