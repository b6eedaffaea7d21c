/** GET /api/user-logs: the user-action log's filters, and the actions the log page can name. */
import { z } from 'zod';
import { listQuery } from './list-query.ts';
import { USER_LOG_SEARCH } from './list-searches.ts';

/** Actions with a translated label (`userLogs.action.<action>`); other actions show their raw name. */
export const USER_LOG_ACTIONS = [
  'auth.login',
  'auth.login_failed',
  'auth.logout',
  'user.create',
  'user.update',
  'user.block',
  'user.unblock',
  'user.password_reset',
] as const;

const instant = z.iso
  .datetime({ offset: true })
  .or(z.iso.date())
  .optional()
  .catch(undefined)
  .transform((v) => (v ? new Date(v) : undefined));

/** The page's search (list-searches.ts), with instants for its days, plus the API-only subject filter. */
export const userLogQuery = listQuery(USER_LOG_SEARCH, 'drop').extend({
  per_page: z.coerce.number().int().min(1).max(100).catch(50),
  subject_type: z.string().trim().max(64).optional(),
  subject_id: z.string().trim().max(64).optional(),
  /** Inclusive bounds, as instants (the page sends the start and end of local days). */
  date_from: instant,
  date_to: instant,
});
export type UserLogQuery = z.input<typeof userLogQuery>;

export interface UserRef {
  id: number;
  name: string;
  phone: string;
}

export interface UserLogEntry {
  id: number;
  action: string;
  user: UserRef | null;
  changed_user: UserRef | null;
  subject_type: string | null;
  subject_id: string | null;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
  ip: string | null;
  created_at: string;
}

export interface UserLogPage {
  data: UserLogEntry[];
  meta: { page: number; per_page: number; total: number; last_page: number; actions: string[] };
}
