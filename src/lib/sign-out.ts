import { api } from './api.ts';
import { clearSession } from './session.ts';

/** Revokes the token on the server when reachable; the device forgets it either way. */
export async function signOut() {
  await api('/auth/logout', { method: 'POST' }).catch(() => undefined);
  clearSession();
}
