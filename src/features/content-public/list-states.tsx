import { FormattedMessage } from 'react-intl';
import type { ListStatus } from '../../lib/use-public-list.ts';

/**
 * The seed's infinite-loader states under a list. (A shared list-states component is being written for
 * src/components/ui; this small one stands in until it lands.)
 */
export function ListStates({
  status,
  empty,
  onMore,
  onRetry,
}: {
  status: ListStatus;
  empty: boolean;
  onMore: () => void;
  onRetry: () => void;
}) {
  if (status === 'loading')
    return (
      <p className="list-state" role="status">
        <FormattedMessage id="common.loading" />
      </p>
    );
  if (status === 'error')
    return (
      <div className="list-state list-error" role="alert">
        <FormattedMessage id="content.list.error" />{' '}
        <button type="button" className="btn btn-secondary" onClick={onRetry}>
          <FormattedMessage id="content.list.retry" />
        </button>
      </div>
    );
  if (status === 'complete')
    return (
      <p className="list-state">
        <FormattedMessage id={empty ? 'content.list.empty' : 'content.list.noMore'} />
      </p>
    );
  return (
    <button type="button" className="btn btn-secondary list-more" onClick={onMore}>
      <FormattedMessage id="content.list.more" />
    </button>
  );
}
