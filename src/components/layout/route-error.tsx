/**
 * What a page shows when its route loader fails: the server's message (already translated) or a general
 * one, and a retry that runs the loaders again. One component for the admin, account and public areas.
 * A refused role was already sent to the site root by apiFetch; a 401 shows its "sign in again" text.
 */
import { useRouter, type ErrorComponentProps } from '@tanstack/react-router';
import { FormattedMessage } from 'react-intl';
import { ApiError } from '../../lib/api.ts';

export function RouteError({ error, reset }: ErrorComponentProps) {
  const router = useRouter();
  const retry = () => {
    reset();
    void router.invalidate();
  };
  return (
    <section className="page" data-testid="route-error">
      <p className="field-error" role="alert">
        {error instanceof ApiError && error.status > 0 ? error.message : <FormattedMessage id="common.errors" />}
      </p>
      <button type="button" className="btn btn-secondary" onClick={retry}>
        <FormattedMessage id="common.retry" />
      </button>
    </section>
  );
}
