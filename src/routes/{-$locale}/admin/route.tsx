import { createFileRoute } from '@tanstack/react-router';
import { RouteError } from '../../../components/layout/route-error.tsx';
import { StaffLayout } from '../../../features/admin-shell/staff-layout.tsx';
import { requireSession } from '../../../lib/require-session.ts';

/** Pages outside the sign-in guard, as in the seed. */
const OPEN = /\/admin\/(login|reports)\/?$/;

export const Route = createFileRoute('/{-$locale}/admin')({
  beforeLoad: (ctx) => {
    if (!OPEN.test(ctx.location.pathname)) requireSession(ctx);
  },
  component: StaffLayout,
  errorComponent: RouteError,
});
