import { createFileRoute, redirect } from '@tanstack/react-router';
import { getSession } from '../../../lib/session.ts';

/** The trainer area needs a session (kept offline); without one, sign in and come back. */
export const Route = createFileRoute('/{-$locale}/trainer')({
  beforeLoad: ({ location, params }) => {
    if (getSession()) return;
    throw redirect({
      to: '/{-$locale}/admin/login',
      params: { locale: params.locale },
      search: { from: location.href },
    });
  },
});
