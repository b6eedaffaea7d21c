/** The users' list page, run by the read workers (api/lib/read-registry.ts). */
import { userPage } from './list-query.ts';

export const userReads = { 'users.page': userPage };

declare module '../lib/read-registry.ts' {
  interface ReadRegistry {
    users: typeof userReads;
  }
}
