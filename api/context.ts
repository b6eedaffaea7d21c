/** What every request handler can reach through `c.var`. */
import type { Db } from '../db/client.ts';
import type { Config } from './config.ts';
import type { Translate } from './lib/i18n.ts';
import type { DownloadTickets } from './lib/download-tickets.ts';
import type { PasswordChecks } from './lib/password-checks.ts';
import type { ReadPool } from './lib/read-pool.ts';
import type { Reads, Streams } from './lib/read-registry.ts';
import type { Locale } from '../contract/locale.ts';
import type { users } from '../db/schema.ts';

export type UserRow = typeof users.$inferSelect;

export interface AppEnv {
  Variables: {
    db: Db;
    config: Config;
    locale: Locale;
    t: Translate;
    user: UserRow | null;
    sessionId: number | null;
    ip: string;
    /** The one limiter every password check goes through (api/lib/password-checks.ts). */
    passwordChecks: PasswordChecks;
    /** Long reads and whole exports, answered by the read workers (each domain's reads.ts registers its own). */
    reads: ReadPool<Reads, Streams>;
    /** Single-use links for downloads (api/lib/download-tickets.ts). */
    downloadTickets: DownloadTickets;
  };
}
