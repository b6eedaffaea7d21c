import { createFileRoute, getRouteApi } from '@tanstack/react-router';
import { numericId } from '../../../../lib/route-search.ts';
import { ContentFormPage } from '../../../../features/admin-content/content-form-page.tsx';

export const Route = createFileRoute('/{-$locale}/admin/gallery/$id')({
  params: numericId,
  staticData: { title: 'meta.admin.content.gallery.title' },
  component: function Edit() {
    const { id } = getRouteApi('/{-$locale}/admin/gallery/$id').useParams();
    return <ContentFormPage key={id} type="gallery" id={id} />;
  },
});
