/** The flows' list page, run by the read workers (api/lib/read-registry.ts). */
import { flowPage } from './list-query.ts';

export const flowReads = { 'flows.page': flowPage };

declare module '../lib/read-registry.ts' {
  interface ReadRegistry {
    flows: typeof flowReads;
  }
}
