import { createFileRoute, redirect } from '@tanstack/react-router';
import { RouteError } from '../../../components/layout/route-error.tsx';
import { AdminLayout } from '../../../features/admin-shell/admin-layout.tsx';
import { getSession } from '../../../lib/session.ts';

/** Pages outside the sign-in guard, as in the seed. */
const OPEN = /\/admin\/(login|reports)\/?$/;

export const Route = createFileRoute('/{-$locale}/admin')({
  beforeLoad: ({ location, params }) => {
    if (OPEN.test(location.pathname) || getSession()) return;
    throw redirect({
      to: '/{-$locale}/admin/login',
      params: { locale: params.locale },
      search: { from: location.href },
    });
  },
  component: AdminLayout,
  errorComponent: RouteError,
});
