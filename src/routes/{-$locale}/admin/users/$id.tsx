import { createFileRoute, notFound } from '@tanstack/react-router';
import { UserEditPage } from '../../../../features/admin-users/user-pages.tsx';

export const Route = createFileRoute('/{-$locale}/admin/users/$id')({
  params: {
    parse: ({ id }) => {
      if (!/^\d+$/.test(id)) throw notFound();
      return { id };
    },
  },
  staticData: { title: 'meta.admin.users.edit.title' },
  component: function UserEdit() {
    const { id } = Route.useParams();
    return <UserEditPage id={Number(id)} />;
  },
});
