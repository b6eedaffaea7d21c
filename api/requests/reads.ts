/** The requests' list page, run by the read workers (api/lib/read-registry.ts). */
import { requestPage } from './list-query.ts';

export const requestReads = { 'requests.page': requestPage };

declare module '../lib/read-registry.ts' {
  interface ReadRegistry {
    requests: typeof requestReads;
  }
}
