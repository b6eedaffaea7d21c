import { createFileRoute } from '@tanstack/react-router';
import { loadRegionStats } from '../../../features/admin-region-stats/load-region-stats.ts';
import { RegionStatsPage } from '../../../features/admin-region-stats/region-stats-page.tsx';

export const Route = createFileRoute('/{-$locale}/admin/region-stats')({
  loader: loadRegionStats,
  staticData: { title: 'meta.admin.region_stats.title' },
  component: RegionStatsPage,
});
