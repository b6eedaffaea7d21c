/** On start, a stored session is confirmed with user-info; a refused one is cleared (seed §4). */
// Types only from the typed client: this runs with the first page, which must not carry hono/client.
import type { Answer, client } from './api-client.ts';
import { ApiError, api } from './api.ts';
import { clearSession, getSession, updateUser } from './session.ts';

export async function restoreSession() {
  if (!getSession()) return;
  try {
    const { data } = await api<Answer<(typeof client.api)['user-info']['$get']>>('/user-info');
    updateUser(data);
  } catch (e) {
    if (e instanceof ApiError && e.status === 401) {
      clearSession();
      window.location.reload();
    }
  }
}
