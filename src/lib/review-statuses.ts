/**
 * What the office decided about records sent from this device (a registration's training status, a
 * contest application's review), keyed by the record id the device gave them. It comes with the sync
 * pull, so an operator sees it offline too.
 */
import { useLiveQuery } from 'dexie-react-hooks';
import { db } from '../sync/db.ts';

export interface ReviewStatus {
  /** The message id of the status, e.g. `application.status.completed`. */
  label: string;
  reason: string | null;
}

interface Reviewed {
  status: string;
  status_reason: string | null;
  client_record_id?: string;
  record_id?: string;
}

/** Pull types with a status an admin sets, and the message prefix of their statuses. */
const REVIEWED: Record<string, string> = { application: 'application.status.', contest_application: 'contest.status.' };

export function useReviewStatuses(): Map<string, ReviewStatus> | undefined {
  return useLiveQuery(async () => {
    const rows = await db.pulled.where('type').anyOf(Object.keys(REVIEWED)).toArray();
    const byRecord = new Map<string, ReviewStatus>();
    for (const { type, data } of rows) {
      const r = data as Reviewed;
      const recordId = r.client_record_id ?? r.record_id;
      if (recordId) byRecord.set(recordId, { label: `${REVIEWED[type]}${r.status}`, reason: r.status_reason });
    }
    return byRecord;
  }, []);
}
