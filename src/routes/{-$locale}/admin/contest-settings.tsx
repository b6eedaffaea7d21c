import { createFileRoute } from '@tanstack/react-router';
import { ContestSettingsPage } from '../../../features/admin-contest/contest-settings-page.tsx';
import { loadContestSettings } from '../../../features/admin-contest/load-contest-settings.ts';

export const Route = createFileRoute('/{-$locale}/admin/contest-settings')({
  loader: loadContestSettings,
  staticData: { title: 'meta.admin.contest_settings.title' },
  component: ContestSettingsPage,
});
