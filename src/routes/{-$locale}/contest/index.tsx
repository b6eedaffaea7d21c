import { createFileRoute } from '@tanstack/react-router';
import { ContestPage } from '../../../features/contest/contest-page.tsx';

export const Route = createFileRoute('/{-$locale}/contest/')({
  staticData: { title: 'meta.contest.title', description: 'meta.contest.description' },
  component: ContestPage,
});
