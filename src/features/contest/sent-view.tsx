/**
 * A sent (or queued) application, locked on the device: the state of the record, of each file with
 * its upload progress, and the review status the server sends back.
 */
import { useLiveQuery } from 'dexie-react-hooks';
import { FormattedMessage } from 'react-intl';
import { ReviewStatus } from '../../components/ui/review-status.tsx';
import { db, type DraftRow } from '../../lib/db.ts';
import { useReviewStatuses } from '../../lib/review-statuses.ts';
import { FileItem } from './file-item.tsx';

export function SentView({ draft }: { draft: DraftRow }) {
  const files = useLiveQuery(() => db.files.where('draftId').equals(draft.id).toArray(), [draft.id]);
  const review = useReviewStatuses()?.get(draft.id);
  const sent = draft.status === 'sent';
  const ids = new Set(Object.values(draft.data as Record<string, unknown>).flatMap((v) => (Array.isArray(v) ? v : [])));
  return (
    <div className="contest-locked" data-testid="contest-locked" data-status={draft.status}>
      <p className={sent ? 'notice notice-ok' : 'notice'} data-testid="contest-record-state">
        <FormattedMessage id={sent ? 'contest.sent.done' : 'contest.sent.waiting'} />
      </p>
      <p className="field-hint">
        <FormattedMessage id="contest.sent.locked" />
      </p>
      <ReviewStatus status={review} />
      <ul className="file-list">
        {files
          ?.filter((f) => ids.has(f.id) || draft.status === 'queued')
          .map((f) => (
            <FileItem key={f.id} id={f.id} locked />
          ))}
      </ul>
    </div>
  );
}
