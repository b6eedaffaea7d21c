/**
 * Today's registrations on this tablet and where each one is: in progress, on the device, sent, or
 * needs attention (the server refused it: open it to correct and resend, or discard after confirming).
 * A sent one also shows the status the office gave it, with the reason.
 */
import { useLiveQuery } from 'dexie-react-hooks';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { kzDayStart, todayInKazakhstan } from '../../../contract/kazakhstan-time.ts';
import { ConfirmDialog } from '../../components/ui/confirm-dialog.tsx';
import { translateError } from '../../components/ui/field-error.tsx';
import { ReviewStatus } from '../../components/ui/review-status.tsx';
import { db } from '../../sync/db.ts';
import { useReviewStatuses } from '../../lib/review-statuses.ts';
import { discard } from '../../sync/outbox.ts';
import { STAFF_KIND } from './kinds.ts';

/** "Today" is the Kazakh day, also on a tablet whose clock is set to another zone. */
const startOfToday = () => kzDayStart(todayInKazakhstan());

export function TodayList({ currentId, onOpen }: { currentId: string; onOpen(id: string): void }) {
  const intl = useIntl();
  const rows = useLiveQuery(
    () =>
      db.drafts
        .where('kind')
        .equals(STAFF_KIND)
        .filter((d) => d.createdAt >= startOfToday() || d.status === 'rejected' || d.status === 'queued')
        .reverse()
        .sortBy('createdAt'),
    [],
  );
  const named = (data: unknown) =>
    (data as { fio?: string } | undefined)?.fio?.trim() || intl.formatMessage({ id: 'registration.staff.unnamed' });

  const [asking, setAsking] = useState<{ id: string; name: string }>();
  const reviews = useReviewStatuses();

  return (
    <section className="today" aria-labelledby="today-title">
      <h2 id="today-title">
        <FormattedMessage id="registration.staff.today" />
      </h2>
      {rows && rows.length === 0 && (
        <p>
          <FormattedMessage id="registration.staff.empty" />
        </p>
      )}
      <ul className="today-list" data-testid="today-list">
        {rows?.map((d) => {
          const name = named(d.data);
          return (
            <li
              key={d.id}
              data-testid="today-item"
              data-state={d.status}
              aria-current={d.id === currentId || undefined}
            >
              <span className="today-name">{name}</span>
              <span className={`badge badge-${d.status}`} data-testid="today-state">
                <FormattedMessage id={`registration.state.${d.status}`} />
              </span>
              {d.status === 'sent' && <ReviewStatus status={reviews?.get(d.id)} />}
              {d.status === 'rejected' && d.errors && (
                <span className="today-errors" data-testid="today-errors">
                  {Object.values(d.errors)
                    .flat()
                    .map((id) => translateError(intl, id))
                    .join(' ')}
                </span>
              )}
              {(d.status === 'rejected' || d.status === 'draft') && d.id !== currentId && (
                <button type="button" className="btn btn-secondary" onClick={() => onOpen(d.id)}>
                  <FormattedMessage
                    id={d.status === 'rejected' ? 'registration.staff.open' : 'registration.staff.continue'}
                  />
                </button>
              )}
              {(d.status === 'rejected' || d.status === 'draft') && (
                <button type="button" className="btn btn-danger" onClick={() => setAsking({ id: d.id, name })}>
                  <FormattedMessage id="registration.staff.discard" />
                </button>
              )}
            </li>
          );
        })}
      </ul>
      <ConfirmDialog
        open={!!asking}
        danger
        title={<FormattedMessage id="registration.staff.discardConfirm" values={{ name: asking?.name ?? '' }} />}
        confirmLabel={<FormattedMessage id="registration.staff.discard" />}
        onCancel={() => setAsking(undefined)}
        onConfirm={() => {
          if (asking) void discard(db, asking.id);
          setAsking(undefined);
        }}
      />
    </section>
  );
}
