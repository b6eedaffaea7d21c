/** The user action log's page, run by the read workers (api/lib/read-registry.ts). */
import { userLogPage } from './list-query.ts';

export const userLogReads = { 'userLogs.page': userLogPage };

declare module '../lib/read-registry.ts' {
  interface ReadRegistry {
    userLogs: typeof userLogReads;
  }
}
