import { createFileRoute } from '@tanstack/react-router';
import { TrainerFlowsPage } from '../../../features/attendance/trainer-flows-page.tsx';

export const Route = createFileRoute('/{-$locale}/trainer/')({
  staticData: { title: 'meta.trainer.title', description: 'meta.trainer.description' },
  component: TrainerFlowsPage,
});
