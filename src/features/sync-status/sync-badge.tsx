import { Link, useParams } from '@tanstack/react-router';
import { FormattedMessage } from 'react-intl';
import { KzDate } from '../../components/ui/date-and-money.tsx';
import { useOutboxCounts, useSyncStatus } from '../../lib/sync-client.ts';
import { useOnline } from '../../lib/use-online.ts';
import { useStorageRisk } from './use-storage-risk.ts';
import { badgeItems } from './badge-items.ts';

/** Header badge, linking to /device; what it says is decided in ./badge-items.ts. */
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
  const items = badgeItems({
    offline,
    attention: counts.attention,
    waiting: counts.waiting,
    erasable: risk.erasable,
    checking: risk.checking,
    running: status.running,
    lastSyncAt: status.lastSyncAt,
  });
  return (
    <Link to="/{-$locale}/device" params={{ locale }} className={`sync-badge sync-${tone}`} data-testid="sync-badge">
      {items.map((item) => (
        <span key={item.id} data-testid={item.testId}>
          <FormattedMessage
            id={item.id}
            values={{
              count: item.count,
              time: status.lastSyncAt ? <KzDate value={status.lastSyncAt} show="time" /> : null,
            }}
          />
        </span>
      ))}
    </Link>
  );
}
