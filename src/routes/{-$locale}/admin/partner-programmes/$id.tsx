import { createFileRoute } from '@tanstack/react-router';
import { ContentFormPage } from '../../../../features/admin-content/content-form-page.tsx';
import { contentEditRoute } from '../../../../features/admin-content/content-routes.ts';

export const Route = createFileRoute('/{-$locale}/admin/partner-programmes/$id')({
  ...contentEditRoute('partner_programme'),
  component: function Edit() {
    const { id } = Route.useParams();
    return <ContentFormPage key={id} type="partner_programme" edit={{ id, item: Route.useLoaderData() }} />;
  },
});
