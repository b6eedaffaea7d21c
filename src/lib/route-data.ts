/**
 * Route loaders of role-only admin pages: a user whose role may not see the page gets RolesOnly's
 * notice and no request (null), as before loaders; the API checks the same roles.
 */
import type { RoleId } from '../../contract/roles.ts';
import { getSession } from './session.ts';

export function forRoles<T>(roles: readonly RoleId[], load: () => Promise<T>): Promise<T | null> {
  const role = getSession()?.user.role_id;
  return role !== undefined && (roles as readonly number[]).includes(role) ? load() : Promise.resolve(null);
}
