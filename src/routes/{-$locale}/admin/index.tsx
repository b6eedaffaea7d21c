import { createFileRoute, redirect } from '@tanstack/react-router';
import { getSession } from '../../../lib/session.ts';
import { workplaceOf } from '../../../lib/workplace.ts';

/** `/admin` opens the signed-in person's own workplace (the admin guard has made sure someone is). */
export const Route = createFileRoute('/{-$locale}/admin/')({
  beforeLoad: ({ params }) => {
    throw redirect({ to: workplaceOf(getSession()?.user.role_id ?? 0), params: { locale: params.locale } });
  },
});
