/**
 * The seed's list states, shared by every list: the infinite loader's "Load more", end and error states
 * ("No more results!", "Oops something went wrong!" + retry) and the empty states of lists and
 * multiselects ("The list is empty", "No results found").
 */
import { FormattedMessage } from 'react-intl';

export type LoaderState = 'ready' | 'loading' | 'loaded' | 'complete' | 'error';

/** `onMore` makes "ready" a "Load more" button (paged lists); without it "ready" shows nothing. */
export function InfiniteStatus({
  state,
  onRetry,
  onMore,
}: {
  state: LoaderState;
  onRetry: () => void;
  onMore?: (() => void) | undefined;
}) {
  if (state === 'loading')
    return (
      <p className="list-state" role="status">
        <span className="spinner" aria-hidden="true" /> <FormattedMessage id="common.loading" />
      </p>
    );
  if (state === 'complete')
    return (
      // Not role="status": that marks a list still loading (the public pages' e2e waits for none).
      <p className="list-state" data-testid="list-complete">
        <FormattedMessage id="list.noMore" />
      </p>
    );
  if (state === 'error')
    return (
      <div className="list-state list-error" role="alert" data-testid="list-error">
        <FormattedMessage id="list.error" tagName="p" />
        <button type="button" className="btn btn-secondary" onClick={onRetry}>
          <FormattedMessage id="list.retry" />
        </button>
      </div>
    );
  if (state === 'ready' && onMore)
    return (
      <button type="button" className="btn btn-secondary list-more" onClick={onMore}>
        <FormattedMessage id="list.more" />
      </button>
    );
  return null;
}

/** Nothing to show: "No results found" when a filter or search is applied, else "The list is empty". */
export function EmptyState({ filtered = false }: { filtered?: boolean }) {
  return (
    <p className="list-state empty" data-testid="list-empty">
      <FormattedMessage id={filtered ? 'list.noResults' : 'list.empty'} />
    </p>
  );
}
