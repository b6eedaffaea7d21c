import { createFileRoute } from '@tanstack/react-router';
import { RouteError } from '../../../components/layout/route-error.tsx';
import { StaffLayout } from '../../../features/admin-shell/staff-layout.tsx';
import { requireSession } from '../../../lib/require-session.ts';

/** The district office's workplace (registering people, agro applications) inside the staff menu. */
export const Route = createFileRoute('/{-$locale}/office')({
  beforeLoad: requireSession,
  component: StaffLayout,
  errorComponent: RouteError,
});
