import { Link, useParams } from '@tanstack/react-router';
import { useLiveQuery } from 'dexie-react-hooks';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { KzDate } from '../../components/ui/date-and-money.tsx';
import { ConfirmDialog } from '../../components/ui/confirm-dialog.tsx';
import { translateError } from '../../components/ui/field-error.tsx';
import { ReviewStatus } from '../../components/ui/review-status.tsx';
import type { ReviewStatus as Review } from '../../lib/review-statuses.ts';
import { db, type DraftRow } from '../../sync/db.ts';
import { draftLabel, draftLink, draftSubject } from '../../lib/draft-links.ts';
import { discard } from '../../sync/outbox.ts';
import { statusLabel } from './status-label.ts';

/**
 * One record on this device: its state, its files' progress, what the server objected to, what the
 * office decided once it was sent, and actions.
 */
export function DraftItem({ draft, review }: { draft: DraftRow; review: Review | undefined }) {
  const intl = useIntl();
  const { locale } = useParams({ strict: false });
  const [confirming, setConfirming] = useState(false);
  const files = useLiveQuery(() => db.files.where('draftId').equals(draft.id).toArray(), [draft.id]) ?? [];
  const subject = useLiveQuery(() => draftSubject(draft, intl.locale), [draft.kind, draft.data, intl.locale]);
  // A record says what it is (an outcome, a note, a test answer…) and, where it can, of what or whom.
  const kindId = draft.kind.startsWith('cases.')
    ? `cases.pending.${draft.kind.slice('cases.'.length)}`
    : `device.kind.${draft.kind}`;
  const what = kindId in intl.messages ? intl.formatMessage({ id: kindId }) : undefined;
  const label =
    [what, draftLabel(draft.data) ?? subject].filter(Boolean).join(' — ') ||
    intl.formatMessage({ id: 'device.untitled' });
  const link = draftLink(draft);
  const canDiscard = draft.status === 'draft' || draft.status === 'rejected';
  return (
    <li className={`draft-item draft-${draft.status}`} data-testid="draft-item" data-status={draft.status}>
      <div className="draft-head">
        <strong>{label}</strong>
        <span className="draft-meta">
          <FormattedMessage id={statusLabel(draft)} /> · <KzDate value={draft.sentAt ?? draft.updatedAt} show="time" />
        </span>
      </div>
      {draft.status === 'sent' && <ReviewStatus status={review} />}
      {draft.status === 'queued' &&
        files
          .filter((f) => f.status !== 'done')
          .map((f) => (
            <div key={f.id} className="file-progress">
              <span>{f.name}</span>
              {f.status === 'rejected' ? (
                <span className="field-error">
                  <FormattedMessage id={f.error ?? 'files.wrong_type'} />
                </span>
              ) : (
                <progress max={f.size} value={f.uploadedBytes} aria-label={f.name} />
              )}
            </div>
          ))}
      {draft.errors && draft.status === 'rejected' && (
        <ul className="draft-errors" data-testid="draft-errors">
          {Object.entries(draft.errors).map(([field, ids]) =>
            ids.map((id) => <li key={field + id}>{translateError(intl, id)}</li>),
          )}
        </ul>
      )}
      <div className="draft-actions">
        {link && draft.status !== 'sent' && (
          <Link to={`/{-$locale}${link}` as '/{-$locale}'} params={{ locale }} className="btn btn-secondary">
            <FormattedMessage id="device.open" />
          </Link>
        )}
        {canDiscard && (
          <button type="button" className="btn btn-secondary" onClick={() => setConfirming(true)}>
            <FormattedMessage id="device.discard" />
          </button>
        )}
      </div>
      <ConfirmDialog
        open={confirming}
        danger
        title={<FormattedMessage id="device.discard.confirm" values={{ name: label }} />}
        confirmLabel={<FormattedMessage id="device.discard" />}
        onCancel={() => setConfirming(false)}
        onConfirm={() => void discard(db, draft.id).then(() => setConfirming(false))}
      />
    </li>
  );
}
