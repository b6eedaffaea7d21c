import { createFileRoute } from '@tanstack/react-router';
import { ContentListPage } from '../../../../features/admin-content/content-list-page.tsx';

export const Route = createFileRoute('/{-$locale}/admin/gallery/')({
  staticData: { title: 'meta.admin.content.gallery.title' },
  component: () => <ContentListPage type="gallery" />,
});
