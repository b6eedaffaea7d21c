import { createFileRoute } from '@tanstack/react-router';
import { CallbackPage } from '../../features/property/callback-page.tsx';

export const Route = createFileRoute('/{-$locale}/callback')({
  staticData: { title: 'property.meta.callback.title', description: 'property.meta.callback.description' },
  component: CallbackPage,
});
