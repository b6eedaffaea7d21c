import { createFileRoute } from '@tanstack/react-router';
import { ContentListPage } from '../../../../features/admin-content/content-list-page.tsx';
import { contentListRoute } from '../../../../features/admin-content/content-routes.ts';

export const Route = createFileRoute('/{-$locale}/admin/vacancies/')({
  ...contentListRoute('vacancy'),
  component: function List() {
    const navigate = Route.useNavigate();
    return (
      <ContentListPage
        type="vacancy"
        search={Route.useSearch()}
        result={Route.useLoaderData()}
        onSearch={(search) => void navigate({ search })}
      />
    );
  },
});
