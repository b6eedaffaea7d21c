/** The dashboard's counts, run by the read workers (api/lib/read-registry.ts). */
import { dashboardCounts } from './counts.ts';

export const dashboardReads = { 'dashboard.counts': dashboardCounts };

declare module '../lib/read-registry.ts' {
  interface ReadRegistry {
    dashboard: typeof dashboardReads;
  }
}
