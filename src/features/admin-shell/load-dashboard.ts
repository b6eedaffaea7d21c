/**
 * The route loader of the admin dashboard: the server's numbers, kept on this device, so that offline
 * the page shows the last copy with the time it was counted (the page says so) instead of an error.
 * The copy is kept under the admin's id: another person signing in on this device never sees it.
 */
import { dashboardAnswer, type DashboardAnswer } from '../../../contract/dashboard.ts';
import { ROLES } from '../../../contract/roles.ts';
import { client, read } from '../../lib/api-client.ts';
import { ApiError } from '../../lib/api.ts';
import { forRoles } from '../../lib/route-data.ts';
import { getSession } from '../../lib/session.ts';
import { storage } from '../../lib/storage.ts';

const KEY = 'admin.dashboard';

export interface Dashboard {
  data: DashboardAnswer['data'];
  /** True when the server could not be reached and this is the copy kept from the last visit. */
  saved: boolean;
}

function savedCopy(userId: number): DashboardAnswer | null {
  const kept = storage.get<{ user_id: number; answer: unknown }>(KEY);
  if (kept?.user_id !== userId) return null;
  const parsed = dashboardAnswer.safeParse(kept.answer);
  return parsed.success ? parsed.data : null;
}

export const loadDashboard = () =>
  forRoles([ROLES.admin], async (): Promise<Dashboard | null> => {
    const userId = getSession()!.user.id;
    try {
      const answer = await read(client.api.admin.dashboard.$get());
      storage.set(KEY, { user_id: userId, answer });
      return { data: answer.data, saved: false };
    } catch (e) {
      // Only a failed connection falls back; an answer from the server (401, 500) is the page's error.
      const copy = e instanceof ApiError ? null : savedCopy(userId);
      if (!copy) throw e;
      return { data: copy.data, saved: true };
    }
  });
