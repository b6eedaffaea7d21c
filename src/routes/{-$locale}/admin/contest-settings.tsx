import { createFileRoute } from '@tanstack/react-router';
import { ContestSettingsPage } from '../../../features/contest-admin/contest-settings-page.tsx';

export const Route = createFileRoute('/{-$locale}/admin/contest-settings')({
  staticData: { title: 'meta.admin.contest_settings.title' },
  component: ContestSettingsPage,
});
