/**
 * Which backups to keep: the newest of each of the last `hourly` hours and of the last `daily` days, and
 * always the newest of all (the one just verified). Backups are named by their time, so this needs no I/O.
 */
const HOUR = 3600_000;
const DAY = 24 * HOUR;

export const backupName = (at: number) => `qaryzsyz-${new Date(at).toISOString().replace(/[:.]/g, '-')}`;

/** The time in a backup's name; null for anything that is not a backup. */
export function backupTime(name: string): number | null {
  const m = /^qaryzsyz-(\d{4}-\d\d-\d\dT\d\d)-(\d\d)-(\d\d)-(\d{3})Z$/.exec(name);
  if (!m) return null;
  const t = Date.parse(`${m[1]}:${m[2]}:${m[3]}.${m[4]}Z`);
  return Number.isNaN(t) ? null : t;
}

export function backupsToKeep(names: string[], now: number, keep: { hourly: number; daily: number }): Set<string> {
  const dated = names
    .map((name) => ({ name, at: backupTime(name) }))
    .filter((b): b is { name: string; at: number } => b.at !== null)
    .sort((a, b) => b.at - a.at);
  const kept = new Set<string>();
  if (dated[0]) kept.add(dated[0].name);
  const newestPer = (bucket: number, count: number) => {
    const seen = new Set<number>();
    for (const b of dated) {
      if (b.at <= now - count * bucket) break;
      const slot = Math.floor(b.at / bucket);
      if (seen.has(slot)) continue;
      seen.add(slot);
      kept.add(b.name);
    }
  };
  newestPer(HOUR, keep.hourly);
  newestPer(DAY, keep.daily);
  return kept;
}
