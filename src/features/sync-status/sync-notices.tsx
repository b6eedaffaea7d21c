import { Link, useLocation, useParams } from '@tanstack/react-router';
import { useLiveQuery } from 'dexie-react-hooks';
import { FormattedMessage } from 'react-intl';
import { useContestAccountRunner, useContestConfirm } from '../../lib/contest-account.ts';
import { db } from '../../sync/db.ts';
import { useOutboxCounts, useSyncStatus } from '../../lib/sync-client.ts';

/**
 * "Sign in again" when the server refused the token (the queue is kept), "confirm your phone to send your
 * application" (with the way to the SMS step) on every page but the one showing that step, and the
 * cleared-data notice. Mounted once for the whole app, it also runs the villager's contest account, so a
 * queued application moves on wherever she is when the signal returns.
 */
export default function SyncNotices() {
  const { locale } = useParams({ strict: false });
  useContestAccountRunner();
  const confirm = useContestConfirm();
  const pathname = useLocation({ select: (l) => l.pathname });
  const onStep = Boolean(confirm?.draftId && pathname.endsWith(`/contest/form/${confirm.draftId}`));
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
      {confirm && !onStep && (
        <p className="notice notice-warn" role="alert" data-testid="contest-confirm-notice">
          <FormattedMessage id="contest.account.confirm_notice" />{' '}
          {confirm.draftId ? (
            <Link
              to="/{-$locale}/contest/form/$draftId"
              params={{ locale, draftId: confirm.draftId }}
              className="btn btn-primary"
            >
              <FormattedMessage id="contest.account.confirm_open" />
            </Link>
          ) : (
            <Link to="/{-$locale}/contest" params={{ locale }} className="btn btn-primary">
              <FormattedMessage id="contest.account.confirm_open" />
            </Link>
          )}
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
