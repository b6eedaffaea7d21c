import { createFileRoute, redirect } from '@tanstack/react-router';
import { ROLES } from '../../../../contract/roles.ts';
import { DashboardPage } from '../../../features/admin-shell/dashboard-page.tsx';
import { loadDashboard } from '../../../features/admin-shell/load-dashboard.ts';
import { getSession } from '../../../lib/session.ts';
import { workplaceOf } from '../../../lib/workplace.ts';

/**
 * `/admin` is the admin's dashboard; anyone else is sent on to their own workplace (the admin guard has
 * made sure someone is signed in).
 */
export const Route = createFileRoute('/{-$locale}/admin/')({
  beforeLoad: ({ params }) => {
    const role = getSession()?.user.role_id ?? 0;
    if (role !== ROLES.admin) throw redirect({ to: workplaceOf(role), params: { locale: params.locale } });
  },
  loader: loadDashboard,
  staticData: { title: 'meta.admin.dashboard.title' },
  component: DashboardPage,
});
