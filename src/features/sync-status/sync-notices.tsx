import { Link, useParams } from '@tanstack/react-router';
import { useLiveQuery } from 'dexie-react-hooks';
import { FormattedMessage } from 'react-intl';
import { db } from '../../lib/db.ts';
import { useOutboxCounts, useSyncStatus } from '../../lib/sync-client.ts';

/** "Sign in again" when the server refused the token (the queue is kept), and the cleared-data notice. */
export default function SyncNotices() {
  const { locale } = useParams({ strict: false });
  const status = useSyncStatus();
  const waiting = useOutboxCounts()?.waiting ?? 0;
  const cleared = useLiveQuery(() => db.meta.get('clearedNotice'));
  return (
    <>
      {status.authRequired && (
        <p className="notice notice-warn" role="alert" data-testid="sync-auth-banner">
          <FormattedMessage id="sync.auth.banner" values={{ count: waiting }} />{' '}
          <Link to="/{-$locale}/admin/login" params={{ locale }} search={{ from: window.location.pathname }}>
            <FormattedMessage id="sync.auth.signIn" />
          </Link>
        </p>
      )}
      {cleared && (
        <p className="notice notice-warn" role="alert" data-testid="cleared-notice">
          <FormattedMessage id="sync.cleared.notice" />{' '}
          <button type="button" className="btn btn-secondary" onClick={() => void db.meta.delete('clearedNotice')}>
            <FormattedMessage id="sync.cleared.dismiss" />
          </button>
        </p>
      )}
    </>
  );
}
