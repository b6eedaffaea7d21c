import { createFileRoute } from '@tanstack/react-router';
import { FoundationPage } from '../../../features/foundation/foundation-page.tsx';

export const Route = createFileRoute('/{-$locale}/foundation/')({
  staticData: { title: 'meta.foundation.title', description: 'meta.foundation.description' },
  component: FoundationPage,
});
