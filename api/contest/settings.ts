/** The contest's year, window and grace period, from the settings table (an admin edits them). */
import { eq } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { settings } from '../../db/schema.ts';
import { CONTEST_SETTINGS_KEY, defaultContestSettings } from '../../db/seed-contest.ts';
import { contestSettingsSchema, contestWindow, type ContestSettings } from '../../contract/contest.ts';

export function readContestSettings(db: Db | Tx): ContestSettings {
  const row = db.select().from(settings).where(eq(settings.key, CONTEST_SETTINGS_KEY)).get();
  const parsed = contestSettingsSchema.safeParse(row?.value);
  return parsed.success ? parsed.data : defaultContestSettings();
}

export type WindowVerdict = 'open' | 'not_open' | 'closed' | 'grace_over';

/**
 * Judged by the device's clock (the person pressed "send" in time, maybe offline), but the record must
 * reach us within the grace period. A device clock ahead of ours counts as the arrival time.
 */
export function judgeWindow(s: ContestSettings, deviceAt: number, receivedAt: number): WindowVerdict {
  const w = contestWindow(s);
  const at = Math.min(deviceAt, receivedAt);
  if (at < w.opensAt) return 'not_open';
  if (at >= w.closesAt) return 'closed';
  if (receivedAt >= w.graceUntil) return 'grace_over';
  return 'open';
}

export function publicSettings(s: ContestSettings, now = Date.now()) {
  const w = contestWindow(s);
  return { ...s, opens_at: w.opensAt, closes_at: w.closesAt, open: now >= w.opensAt && now < w.closesAt };
}
