import { createFileRoute, notFound } from '@tanstack/react-router';
import { UserEditPage } from '../../../../features/admin-users/user-pages.tsx';
import { loadUser } from '../../../../features/admin-users/load-users.ts';

export const Route = createFileRoute('/{-$locale}/admin/users/$id')({
  params: {
    parse: ({ id }) => {
      if (!/^\d+$/.test(id)) throw notFound();
      return { id };
    },
  },
  loader: ({ params }) => loadUser(Number(params.id)),
  staticData: { title: 'meta.admin.users.edit.title' },
  component: function UserEdit() {
    const { id } = Route.useParams();
    return <UserEditPage id={Number(id)} />;
  },
});
