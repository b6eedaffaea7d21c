import type { DraftRow } from '../../sync/db.ts';

/**
 * The message a record's state reads as on "This device". A sent record also says whether a verified
 * off-site backup holds it yet, because until then the device keeps it to send again (ADR 136). A server
 * without backups leaves it plain "sent".
 */
export function statusLabel(draft: Pick<DraftRow, 'status' | 'backup'>): string {
  if (draft.status === 'sent' && draft.backup === 'awaiting') return 'device.status.sentAwaitingBackup';
  if (draft.status === 'sent' && draft.backup === 'safe') return 'device.status.sentBackedUp';
  return `device.status.${draft.status}`;
}
