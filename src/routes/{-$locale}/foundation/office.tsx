import { createFileRoute } from '@tanstack/react-router';
import { OfficePage } from '../../../features/foundation/office-page.tsx';

export const Route = createFileRoute('/{-$locale}/foundation/office')({
  staticData: { title: 'meta.foundationOffice.title', description: 'meta.foundationOffice.description' },
  component: OfficePage,
});
