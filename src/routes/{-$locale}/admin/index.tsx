import { createFileRoute, redirect } from '@tanstack/react-router';

export const Route = createFileRoute('/{-$locale}/admin/')({
  beforeLoad: ({ params }) => {
    throw redirect({ to: '/{-$locale}/admin/news', params: { locale: params.locale } });
  },
});
