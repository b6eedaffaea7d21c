import { createFileRoute } from '@tanstack/react-router';
import { ContentFormPage } from '../../../../features/admin-content/content-form-page.tsx';
import { contentEditRoute } from '../../../../features/admin-content/content-routes.ts';

export const Route = createFileRoute('/{-$locale}/admin/vacancies/$id')({
  ...contentEditRoute('vacancy'),
  component: function Edit() {
    const { id } = Route.useParams();
    return <ContentFormPage key={id} type="vacancy" edit={{ id, item: Route.useLoaderData() }} />;
  },
});
