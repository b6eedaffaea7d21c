/**
 * A sent (or queued) application, locked on the device: the state of the record (saved on this device
 * until the server has it, components/ui/submission-state.tsx), of each file with its upload progress,
 * and the review status the server sends back.
 */
import { useLiveQuery } from 'dexie-react-hooks';
import { FormattedMessage } from 'react-intl';
import { ReviewStatus } from '../../components/ui/review-status.tsx';
import { SubmissionState } from '../../components/ui/submission-state.tsx';
import { useContestConfirm } from '../../lib/contest-account.ts';
import { db, type DraftRow } from '../../sync/db.ts';
import { useReviewStatuses } from '../../lib/review-statuses.ts';
import { FileItem } from './file-item.tsx';

export function SentView({ draft }: { draft: DraftRow & { status: 'queued' | 'sent' } }) {
  const files = useLiveQuery(() => db.files.where('draftId').equals(draft.id).toArray(), [draft.id]);
  const review = useReviewStatuses()?.get(draft.id);
  // Waiting for her phone's SMS code, not for the network: say so instead of "sending…".
  const awaitingPhone = useContestConfirm()?.draftId === draft.id && draft.status === 'queued';
  const ids = new Set(Object.values(draft.data as Record<string, unknown>).flatMap((v) => (Array.isArray(v) ? v : [])));
  return (
    <div className="contest-locked" data-testid="contest-locked" data-status={draft.status}>
      <SubmissionState
        status={draft.status}
        success="contest.sent.done"
        testId="contest-record-state"
        waiting={awaitingPhone ? 'contest.account.awaiting_phone' : undefined}
      >
        <ReviewStatus status={review} />
      </SubmissionState>
      <p className="field-hint">
        <FormattedMessage id="contest.sent.locked" />
      </p>
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
