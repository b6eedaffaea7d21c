/**
 * GET /api/admin/dashboard: the admin's landing page. One zod shape for the server's answer and the
 * browser's saved copy (a copy saved by an older version that no longer parses is not shown).
 */
import { z } from 'zod';

const count = z.number().int().min(0);

/** The review lists the dashboard links to, each with what is waiting there (`section` = admin menu slug). */
export const REVIEW_SECTIONS = [
  'applications',
  'contest',
  'agro',
  'consultations',
  'requests',
  'property-leads',
] as const;
export type ReviewSection = (typeof REVIEW_SECTIONS)[number];

/** What the counts on a read worker give (api/dashboard/counts.ts). */
const dashboardCounts = z.object({
  /** When the server counted (ISO instant): the page's "as of". */
  as_of: z.string(),
  /** Today in Kazakhstan (YYYY-MM-DD) and the Monday its week started on. */
  today: z.string(),
  week_from: z.string(),
  numbers: z.object({
    registrations_today: count,
    registrations_week: count,
    trained: count,
    contest_awaiting: count,
    cases_no_next_step: count,
    agro_new: count,
    survey_responses_today: count,
  }),
  /** What waits in each review list; the page offers only the sections the person's role may open. */
  review: z.record(z.enum(REVIEW_SECTIONS), count),
  sync: z.object({
    /** Devices that pushed (or registered at sign-in) in the last 24 hours. */
    pushed_24h: count,
    /** Pushed mutations the server rejected in the last 24 hours. */
    rejected_24h: count,
    /** Staff devices not heard from for 24 hours or more, and the one silent longest. */
    silent_staff_devices: count,
    oldest_silent: z.object({ last_seen_at: z.string(), user_name: z.string() }).nullable(),
  }),
});
export type DashboardCounts = z.infer<typeof dashboardCounts>;

/** The backups as the admin sees them (README "Backups and restore"); times are ISO instants. */
const backupState = z.object({
  /** false: BACKUP_DIR or BACKUP_RECIPIENTS is not set, and the server's data has no copy. */
  configured: z.boolean(),
  every_minutes: count,
  last_good_at: z.string().nullable(),
  last_good_bytes: count.nullable(),
  /** No good backup within one and a half schedules: what readiness reports as "backup late". */
  late: z.boolean(),
  /** The last attempt, when it failed, and why (the server's own words, for the operator). */
  last_failure: z.object({ at: z.string(), error: z.string() }).nullable(),
  offsite: z.object({
    state: z.enum(['off', 'none', 'ok', 'failing']),
    copied_at: z.string().nullable(),
    failures: count,
    last_error: z.string().nullable(),
  }),
});

export const dashboardAnswer = z.object({ data: dashboardCounts.extend({ backup: backupState }) });
export type DashboardAnswer = z.infer<typeof dashboardAnswer>;
