/**
 * Where each role works: the page a person lands on after signing in, and what the header's
 * "My workplace" opens. Roles whose own screens come later land on the nearest one that exists.
 */
import { ROLES, type RoleId } from '../../contract/roles.ts';

export type WorkplacePath =
  | '/{-$locale}/admin'
  | '/{-$locale}/office/register'
  | '/{-$locale}/trainer'
  | '/{-$locale}/admin/reports'
  | '/{-$locale}/admin/consultations'
  | '/{-$locale}/admin/news'
  | '/{-$locale}/account';

const WORKPLACES: Record<RoleId, WorkplacePath> = {
  // The dashboard: today's numbers, what needs review, sync health of devices.
  [ROLES.admin]: '/{-$locale}/admin',
  [ROLES.operator]: '/{-$locale}/office/register',
  [ROLES.trainer]: '/{-$locale}/trainer',
  // The lawyer's day: their cases, today's reminders, cases with no next step.
  [ROLES.lawyer]: '/{-$locale}/admin/consultations',
  [ROLES.expert]: '/{-$locale}/admin/news',
  [ROLES.applicant]: '/{-$locale}/account',
};

export const workplaceOf = (roleId: number): WorkplacePath => WORKPLACES[roleId as RoleId] ?? '/{-$locale}/account';
