import { createFileRoute } from '@tanstack/react-router';
import { PublicListPage } from '../../features/content/public-list-page.tsx';

export const Route = createFileRoute('/{-$locale}/team')({
  staticData: { title: 'meta.content.team.title', description: 'meta.content.team.description' },
  component: () => <PublicListPage type="team" />,
});
