/**
 * The signed-in user on this device. Storage holds the user and the bearer token only; a stored
 * session is checked against the server at start and dropped if the server refuses it (401).
 * Being offline never signs anyone out: field staff work whole days without a signal.
 */
import { useSyncExternalStore } from 'react';
import type { PublicUser } from '../../contract/auth.ts';
import { storage } from './storage.ts';

export interface Session {
  user: PublicUser;
  token: string;
}

let session: Session | null = readStored();
const listeners = new Set<() => void>();

function readStored(): Session | null {
  const user = storage.get<PublicUser>('user');
  const token = storage.get<string>('token');
  return user && token ? { user, token } : null;
}

function emit() {
  listeners.forEach((l) => l());
}

export const getSession = () => session;

export function signIn(token: string, user: PublicUser) {
  storage.set('token', token);
  storage.set('user', user);
  session = { token, user };
  emit();
}

export function updateUser(user: PublicUser) {
  if (!session) return;
  storage.set('user', user);
  session = { ...session, user };
  emit();
}

/** Clears the stored user and token (the locale stays). */
export function clearSession() {
  storage.remove('token');
  storage.remove('user');
  session = null;
  emit();
}

export const subscribeSession = (l: () => void) => (listeners.add(l), () => void listeners.delete(l));

export function useSession(): Session | null {
  return useSyncExternalStore(
    (l) => (listeners.add(l), () => listeners.delete(l)),
    () => session,
  );
}
