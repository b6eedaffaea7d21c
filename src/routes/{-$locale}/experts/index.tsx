import { createFileRoute } from '@tanstack/react-router';
import { PublicListPage } from '../../../features/content/public-list-page.tsx';

export const Route = createFileRoute('/{-$locale}/experts/')({
  staticData: { title: 'meta.content.expert.title', description: 'meta.content.expert.description' },
  component: () => <PublicListPage type="expert" />,
});
