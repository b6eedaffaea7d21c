import { Link, useParams } from '@tanstack/react-router';
import { FormattedMessage, FormattedTime } from 'react-intl';
import { useOutboxCounts, useSyncStatus } from '../../lib/sync-client.ts';
import { useOnline } from '../../lib/use-online.ts';
import { useStorageRisk } from './use-storage-risk.ts';

/**
 * Header badge: offline; N waiting; N need attention; N unsent the browser may erase (storage not
 * persistent); a suspected clearing being checked; or "all saved" with the last sync time.
 */
export default function SyncBadge() {
  const { locale } = useParams({ strict: false });
  const online = useOnline();
  const status = useSyncStatus();
  const counts = useOutboxCounts();
  const risk = useStorageRisk(counts);
  // Never claim "all saved" before the device's own records were counted and the storage was asked.
  if (!counts || !risk) return null;
  const offline = !online || !status.reachable;
  const tone = counts.attention
    ? 'attention'
    : status.authRequired
      ? 'auth'
      : counts.waiting || offline || risk.erasable || risk.checking
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
      {risk.erasable > 0 && (
        <span data-testid="sync-at-risk">
          <FormattedMessage id="sync.badge.atRisk" values={{ count: risk.erasable }} />
        </span>
      )}
      {risk.checking && (
        <span data-testid="sync-checking">
          <FormattedMessage id="sync.badge.checking" />
        </span>
      )}
      {!counts.attention && !counts.waiting && !risk.erasable && !risk.checking && !offline && !status.running && (
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
