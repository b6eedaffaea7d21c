import { createFileRoute } from '@tanstack/react-router';
import { RouteError } from '../../../components/layout/route-error.tsx';
import { StaffLayout } from '../../../features/admin-shell/staff-layout.tsx';
import { requireSession } from '../../../lib/require-session.ts';

/** The trainer's workplace: their flows, kept on the tablet; the staff menu and sign-out around it. */
export const Route = createFileRoute('/{-$locale}/trainer')({
  beforeLoad: requireSession,
  component: StaffLayout,
  errorComponent: RouteError,
});
