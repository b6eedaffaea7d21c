/**
 * The guard of the staff workplaces: the session kept on the device lets the person in (offline too);
 * without one they sign in on the one sign-in page and come back to where they were going.
 */
import { redirect, type ParsedLocation } from '@tanstack/react-router';
import { getSession } from './session.ts';

export function requireSession({ location, params }: { location: ParsedLocation; params: { locale?: string } }) {
  if (getSession()) return;
  throw redirect({
    to: '/{-$locale}/admin/login',
    params: { locale: params.locale },
    search: { from: location.href },
  });
}
