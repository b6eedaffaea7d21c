import { createFileRoute } from '@tanstack/react-router';
import { SectionPlaceholder } from '../../../features/admin-shell/section-placeholder.tsx';

/** Any other /admin/<section>: the seed's sections not built yet, or not found. */
export const Route = createFileRoute('/{-$locale}/admin/$section')({
  staticData: { title: 'meta.admin.title' },
  component: function Section() {
    const { section } = Route.useParams();
    return <SectionPlaceholder segment={section} />;
  },
});
