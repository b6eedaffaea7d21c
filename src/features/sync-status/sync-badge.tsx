import { Link, useParams } from '@tanstack/react-router';
import { FormattedMessage, FormattedTime } from 'react-intl';
import { useOutboxCounts, useSyncStatus } from '../../lib/sync-client.ts';
import { useOnline } from '../../lib/use-online.ts';

/** Header badge: offline; N waiting; N need attention; or "all saved" with the last sync time. */
export default function SyncBadge() {
  const { locale } = useParams({ strict: false });
  const online = useOnline();
  const status = useSyncStatus();
  const counts = useOutboxCounts();
  if (!counts) return null; // never claim "all saved" before the device's own records were counted
  const offline = !online || !status.reachable;
  const tone = counts.attention
    ? 'attention'
    : status.authRequired
      ? 'auth'
      : counts.waiting || offline
        ? 'waiting'
        : 'ok';
  return (
    <Link to="/{-$locale}/device" params={{ locale }} className={`sync-badge sync-${tone}`} data-testid="sync-badge">
      {offline && (
        <span>
          <FormattedMessage id="sync.badge.offline" />
        </span>
      )}
      {counts.attention > 0 && (
        <span data-testid="sync-attention">
          <FormattedMessage id="sync.badge.attention" values={{ count: counts.attention }} />
        </span>
      )}
      {counts.waiting > 0 && (
        <span data-testid="sync-waiting">
          <FormattedMessage id="sync.badge.waiting" values={{ count: counts.waiting }} />
        </span>
      )}
      {!counts.attention && !counts.waiting && !offline && !status.running && (
        <span data-testid="sync-saved">
          {status.lastSyncAt ? (
            <FormattedMessage id="sync.badge.savedAt" values={{ time: <FormattedTime value={status.lastSyncAt} /> }} />
          ) : (
            <FormattedMessage id="sync.badge.saved" />
          )}
        </span>
      )}
    </Link>
  );
}
