import { createFileRoute, redirect } from '@tanstack/react-router';

/** The seed's path is `school`; links to the earlier `/akims-school` keep working. */
export const Route = createFileRoute('/{-$locale}/akims-school')({
  beforeLoad: ({ params }) => {
    throw redirect({ to: '/{-$locale}/school', params: { locale: params.locale }, replace: true });
  },
});
