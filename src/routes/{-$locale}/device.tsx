import { createFileRoute } from '@tanstack/react-router';
import { DevicePage } from '../../features/sync-status/device-page.tsx';

export const Route = createFileRoute('/{-$locale}/device')({
  staticData: { title: 'meta.device.title', description: 'meta.device.description' },
  component: DevicePage,
});
