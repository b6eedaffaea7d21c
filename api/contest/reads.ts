/** The contest entries' review page, run by the read workers (api/lib/read-registry.ts). */
import { reviewPage } from './review-query.ts';

export const contestReads = { 'contest.page': reviewPage };

declare module '../lib/read-registry.ts' {
  interface ReadRegistry {
    contest: typeof contestReads;
  }
}
