/** The office's decision on a record sent from this device, with the reason it gave. */
import { FormattedMessage } from 'react-intl';
import type { ReviewStatus as Status } from '../../lib/review-statuses.ts';

export function ReviewStatus({ status }: { status: Status | undefined }) {
  if (!status) return null;
  return (
    <span className="review-status" data-testid="review-status">
      <FormattedMessage id="review.status" values={{ status: <FormattedMessage id={status.label} /> }} />
      {status.reason && (
        <span className="review-reason" data-testid="review-reason">
          {' '}
          <FormattedMessage id="review.reason" values={{ reason: status.reason }} />
        </span>
      )}
    </span>
  );
}
