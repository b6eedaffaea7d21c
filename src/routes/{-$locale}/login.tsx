import { createFileRoute, redirect } from '@tanstack/react-router';

/** `/login`, the address people guess, is the one sign-in page (the seed's `/admin/login`). */
export const Route = createFileRoute('/{-$locale}/login')({
  beforeLoad: ({ params }) => {
    throw redirect({ to: '/{-$locale}/admin/login', params: { locale: params.locale } });
  },
});
