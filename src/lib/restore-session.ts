/** On start, a stored session is confirmed with user-info; a refused one is cleared (seed §4). */
import type { PublicUser } from '../../api/schemas/auth.ts';
import { ApiError, api } from './api.ts';
import { clearSession, getSession, updateUser } from './session.ts';

export async function restoreSession() {
  if (!getSession()) return;
  try {
    const { data } = await api<{ data: PublicUser }>('/user-info');
    updateUser(data);
  } catch (e) {
    if (e instanceof ApiError && e.status === 401) {
      clearSession();
      window.location.reload();
    }
  }
}
