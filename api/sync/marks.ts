/**
 * What a device learns about its own records with every push and pull answer (ADR 136): the last id the
 * server holds, the last one a verified off-site backup holds (the device frees what it sent up to there),
 * and the server's epoch, which only a restore changes, so a device can tell "the server went back" from
 * "my ids ran ahead" and send again what the restored server lost.
 */
import { eq } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { serverState } from '../../db/schema.ts';
import { backupsEnabled, type BackupSettings } from '../config.ts';
import type { DeviceMarks } from '../../contract/sync.ts';

/** Backups that reach an off-site target: only they ever raise a device's safe mark. */
export const shipsOffsite = (s: BackupSettings) =>
  backupsEnabled(s) && (s.offsite.dir !== null || s.offsite.s3 !== null);

/** The epoch of a server that was never restored (no `epoch` row yet). */
export const INITIAL_EPOCH = 'initial';

export const serverEpoch = (db: Db | Tx): string =>
  db.select({ value: serverState.value }).from(serverState).where(eq(serverState.key, 'epoch')).get()?.value ??
  INITIAL_EPOCH;

/**
 * `backups`: whether this server ships verified off-site backups at all. Without them nothing is ever
 * safer than acknowledged, so the mark is the acknowledgement and devices free what was sent at once.
 */
export function deviceMarks(
  db: Db | Tx,
  backups: boolean,
  row: { lastMutationId: number; safeMutationId: number } | undefined,
): DeviceMarks {
  const last = row?.lastMutationId ?? 0;
  return {
    lastMutationId: last,
    safeMutationId: backups ? Math.min(row?.safeMutationId ?? 0, last) : last,
    epoch: serverEpoch(db),
    backups,
  };
}
