import { createFileRoute } from '@tanstack/react-router';
import { PrivacyPage } from '../../features/info-pages/privacy-page.tsx';

export const Route = createFileRoute('/{-$locale}/privacy')({
  staticData: { title: 'meta.privacy.title', description: 'meta.privacy.description' },
  component: PrivacyPage,
});
