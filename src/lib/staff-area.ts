/**
 * Whether a page is staff work (the admin area, the office's registration, the trainer's flows) for a
 * signed-in member of staff: those pages get the full-width workplace layout instead of the public
 * site's navigation and footer. The sign-in page stays public: villagers find it from the site.
 */
import { ROLES } from '../../contract/roles.ts';

const STAFF_PATH = /^\/(?:(?:kk|ru|en|zh|ch)\/)?(?:admin|office|trainer)(?:\/|$)/;
const SIGN_IN = /\/admin\/login\/?$/;

export const isStaffPage = (pathname: string, roleId: number | undefined) =>
  roleId !== undefined && roleId !== ROLES.applicant && STAFF_PATH.test(pathname) && !SIGN_IN.test(pathname);
