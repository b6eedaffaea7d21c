/** GET /api/user-logs: the user-action log's filters, and the actions the log page can name. */
import { z } from 'zod';
import type { ContentType } from './content-types.ts';
import { listQuery } from './list-query.ts';
import { USER_LOG_SEARCH } from './list-searches.ts';

/**
 * Every action the server writes to the log. `audit()` takes only these (and a content type's
 * `<type>.<verb>`), so a new action fails the type check until it is listed here, and
 * tests/user-log-actions.test.ts then asks for its name in all four languages.
 */
export const AUDIT_ACTIONS = [
  'agro.apply',
  'agro.assign',
  'agro.status',
  'agro.supersede',
  'application.create',
  'application.delete',
  'application.flow_attach',
  'application.flow_detach',
  'application.status',
  'attendance.mark',
  'auth.login',
  'auth.login_failed',
  'auth.logout',
  'cases.assign',
  'cases.create',
  'cases.document',
  'cases.document_delete',
  'cases.document_purge',
  'cases.note',
  'cases.outcome',
  'cases.update',
  'contest.account_created',
  'contest.application_created',
  'contest.comment_added',
  'contest.iin_viewed',
  'contest.nomination_created',
  'contest.nomination_updated',
  'contest.settings_updated',
  'contest.status_changed',
  'flow.archive',
  'flow.attach',
  'flow.create',
  'flow.delete',
  'flow.detach',
  'flow.fill',
  'flow.unarchive',
  'flow.update',
  'import.create',
  'import.finish',
  'import.row',
  'import.row_update',
  'import.run',
  'import.undo',
  'learn.attempt.review',
  'learn.attempt.start',
  'learn.attempt.submit',
  'learn.certificate.issue',
  'learn.certificate.reinstate',
  'learn.certificate.revoke',
  'learn.course.create',
  'learn.course.publish',
  'learn.course.update',
  'learn.course.video',
  'learn.enrol',
  'learn.lesson.create',
  'learn.lesson.publish',
  'learn.lesson.update',
  'learn.test.save',
  'learn.withdraw',
  'media.upload',
  'profile.photo',
  'profile.update',
  'property.building.create',
  'property.building.delete',
  'property.building.update',
  'property.infrastructure.create',
  'property.infrastructure.update',
  'property.lead',
  'property.lead.status',
  'property.near.create',
  'property.near.update',
  'property.progress.create',
  'property.progress.update',
  'property.project.create',
  'property.project.update',
  'property.settings',
  'property.slot.create',
  'property.slot.update',
  'property.specification.create',
  'property.specification.update',
  'property.unit.import',
  'property.unit.import_update',
  'property.unit.layout',
  'property.unit.price_import',
  'property.unit.status',
  'property.unit.update',
  'region_stats.deleted',
  'region_stats.updated',
  'registration.self',
  'registration.submit',
  'registration.supersede',
  'request.create',
  'request.status',
  'settings.update',
  'survey.create',
  'survey.import',
  'survey.publish',
  'survey.update',
  'survey.withdraw',
  'user.block',
  'user.create',
  'user.password_reset',
  'user.unblock',
  'user.update',
] as const;
export const CONTENT_LOG_VERBS = ['create', 'update', 'publish', 'delete'] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number] | `${ContentType}.${(typeof CONTENT_LOG_VERBS)[number]}`;

/** The actions the log's filter offers before the server has said which the log holds. */
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
