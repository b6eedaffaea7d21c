/**
 * How far a device's clock is believed. A tablet's clock may be years off (a dead battery resets it
 * to 1970, a typo sets 2099), and a time from the future would win every later correction. A device
 * time counts only inside [floor, receipt + 5 minutes], the floor being the earliest moment the record
 * could exist (a flow's first day, the programme's start); outside, the server's receipt time stands
 * and the device's value goes to the audit log.
 */

/** Clocks run a little fast; five minutes ahead of the server is still believed. */
export const DEVICE_CLOCK_AHEAD_MS = 5 * 60_000;
/** Nothing in Qaryzsyz was recorded before the programme's first season (2025-01-01, Kazakhstan time). */
export const PROGRAMME_FLOOR_MS = Date.UTC(2024, 11, 31, 19);

export interface DeviceTime {
  /** The time to store. */
  at: Date;
  /** False when the device's value was outside the window (or not a time at all) and receipt time is used. */
  trusted: boolean;
  /** What the device said, for the audit log (null when it was no number at all). */
  claimed: number | null;
}

export function deviceTime(claimed: Date | number, receivedAt: Date, floorMs = PROGRAMME_FLOOR_MS): DeviceTime {
  const ms = claimed instanceof Date ? claimed.getTime() : claimed;
  const finite = Number.isFinite(ms);
  const inside = finite && ms >= floorMs && ms <= receivedAt.getTime() + DEVICE_CLOCK_AHEAD_MS;
  return inside
    ? { at: new Date(ms), trusted: true, claimed: ms }
    : { at: new Date(receivedAt.getTime()), trusted: false, claimed: finite ? ms : null };
}
