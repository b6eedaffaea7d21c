/** A public answer's states (a property page, a news item…): loading, not found, failed with retry, or ready with its saved-copy note. */
import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { KzDate } from './date-and-money.tsx';
import { ApiError } from '../../lib/api.ts';
import type { QueryState } from '../../lib/use-public-query.ts';

export function QueryFrame<T>({
  q,
  children,
}: {
  q: QueryState<T> & { retry: () => void };
  children: (data: T) => ReactNode;
}) {
  if (q.status === 'loading')
    return (
      <p role="status">
        <FormattedMessage id="common.loading" />
      </p>
    );
  if (q.status === 'error')
    return q.error instanceof ApiError && q.error.status === 404 ? (
      <p data-testid="not-found">
        <FormattedMessage id="notFound.title" />
      </p>
    ) : (
      <div className="list-state list-error" role="alert">
        <FormattedMessage id="content.list.error" />{' '}
        <button type="button" className="btn btn-secondary" onClick={q.retry}>
          <FormattedMessage id="content.list.retry" />
        </button>
      </div>
    );
  return (
    <>
      <SavedCopyNote savedAt={q.savedAt} />
      {children(q.data)}
    </>
  );
}

/** "Shown from the copy saved on …" while the page shows a saved answer the server has not confirmed. */
export function SavedCopyNote({ savedAt }: { savedAt: Date | null }) {
  if (!savedAt) return null;
  return (
    <p className="saved-copy-note" role="note" data-testid="saved-copy-note">
      <FormattedMessage id="content.savedCopy" values={{ date: <KzDate value={savedAt} show="dateTime" /> }} />
    </p>
  );
}
