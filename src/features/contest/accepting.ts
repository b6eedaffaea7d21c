/**
 * Whether this device may start or finish a contest form now, from the last known settings (so it
 * holds offline): not before the opening; a new form not after the close; a draft begun in time still
 * within the grace hours that follow it (the server judges the same way, api/contest/settings.ts).
 */
import type { ContestInfo } from './use-contest-info.ts';

export type Accepting = 'open' | 'not_open' | 'closed';

export function accepting(s: ContestInfo['settings'], hasDraft: boolean, now = Date.now()): Accepting {
  if (now < s.opens_at) return 'not_open';
  if (now < s.closes_at) return 'open';
  return hasDraft && now < s.closes_at + s.grace_hours * 3_600_000 ? 'open' : 'closed';
}
