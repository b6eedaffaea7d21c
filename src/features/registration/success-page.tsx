/** After online registration: "Application submitted successfully" and the thank-you modal. */
import { Link, useParams } from '@tanstack/react-router';
import { useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { ThanksModal } from './thanks-modal.tsx';
import './registration.css';

export function RegistrationSuccessPage() {
  const { locale } = useParams({ strict: false });
  const [open, setOpen] = useState(true);
  return (
    <section className="page registration" data-testid="registration-success">
      <div className="success-panel" role="status">
        <h1>
          <FormattedMessage id="registration.success.title" />
        </h1>
        <Link to="/{-$locale}/account" params={{ locale }} className="btn btn-primary">
          <FormattedMessage id="registration.self.account" />
        </Link>
      </div>
      {open && <ThanksModal onClose={() => setOpen(false)} />}
    </section>
  );
}
