/** "This device": everything stored here and not yet safe on the server, with what to do about it. */
import { useLiveQuery } from 'dexie-react-hooks';
import { useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { KzDate } from '../../components/ui/date-and-money.tsx';
import { Button } from '../../components/ui/button.tsx';
import { db, type DraftStatus } from '../../sync/db.ts';
import { useReviewStatuses } from '../../lib/review-statuses.ts';
import { syncNow, useOutboxCounts, useSyncStatus } from '../../lib/sync-client.ts';
import { DraftItem } from './draft-item.tsx';
import { exportUnsent } from './export-unsent.ts';
import { StorageInfo } from './storage-info.tsx';
import { useStorageRisk } from './use-storage-risk.ts';

const SECTIONS: { status: DraftStatus; id: string }[] = [
  { status: 'rejected', id: 'device.section.attention' },
  { status: 'queued', id: 'device.section.waiting' },
  { status: 'draft', id: 'device.section.drafts' },
  { status: 'sent', id: 'device.section.sent' },
];
const RECENT_SENT = 50;

export function DevicePage() {
  const status = useSyncStatus();
  const [busy, setBusy] = useState(false);
  const drafts = useLiveQuery(() => db.drafts.orderBy('updatedAt').reverse().toArray()) ?? [];
  const risk = useStorageRisk(useOutboxCounts());
  const reviews = useReviewStatuses();
  return (
    <section className="page device" data-testid="device-page">
      <h1>
        <FormattedMessage id="device.title" />
      </h1>
      <p>
        {status.lastSyncAt ? (
          <FormattedMessage id="device.lastSync" values={{ time: <KzDate value={status.lastSyncAt} show="time" /> }} />
        ) : (
          <FormattedMessage id="device.never" />
        )}
        {status.lastError && (
          <>
            {' · '}
            <FormattedMessage id={status.lastError} />
          </>
        )}
      </p>
      {risk?.checking && (
        <p className="notice notice-warn" role="alert" data-testid="device-cleared-checking">
          <FormattedMessage id="device.cleared.checking" />
        </p>
      )}
      {risk && risk.erasable > 0 && (
        <p className="notice notice-warn" role="alert" data-testid="device-at-risk">
          <FormattedMessage id="device.storage.atRisk" values={{ count: risk.erasable }} />
        </p>
      )}
      <div className="device-actions">
        <Button busy={busy} onClick={() => (setBusy(true), void syncNow().finally(() => setBusy(false)))}>
          <FormattedMessage id="device.syncNow" />
        </Button>
        <Button variant="secondary" onClick={() => void exportUnsent()}>
          <FormattedMessage id="device.export" />
        </Button>
      </div>
      {SECTIONS.map(({ status: s, id }) => {
        const list = drafts.filter((d) => d.status === s).slice(0, s === 'sent' ? RECENT_SENT : undefined);
        return (
          <section key={s} className="device-section" data-testid={`device-${s}`}>
            <h2>
              <FormattedMessage id={id} values={{ count: list.length }} />
            </h2>
            {list.length ? (
              <ul className="draft-list">
                {list.map((d) => (
                  <DraftItem key={d.id} draft={d} review={reviews?.get(d.id)} />
                ))}
              </ul>
            ) : (
              <p className="empty">
                <FormattedMessage id="device.empty" />
              </p>
            )}
          </section>
        );
      })}
      <StorageInfo />
    </section>
  );
}
