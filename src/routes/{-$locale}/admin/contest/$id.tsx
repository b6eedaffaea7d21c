import { createFileRoute } from '@tanstack/react-router';
import { ContestDetailPage } from '../../../../features/admin-contest/contest-detail-page.tsx';
import { loadEntry } from '../../../../features/admin-contest/load-contest.ts';
import { numericId } from '../../../../lib/route-search.ts';

export const Route = createFileRoute('/{-$locale}/admin/contest/$id')({
  params: numericId,
  loader: ({ params }) => loadEntry(params.id),
  staticData: { title: 'meta.admin.contest.detail.title' },
  component: function ContestEntry() {
    const { id } = Route.useParams();
    return <ContestDetailPage id={id} />;
  },
});
