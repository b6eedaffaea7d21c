import { FormattedMessage } from 'react-intl';
import type { ImportStatus } from '../../../api/schemas/imports.ts';

export const isRunning = (s: ImportStatus) => s === 'queued' || s === 'in_process';

/** A finished job with bad rows is not a green "Success": it says how many rows did not go in. */
export const StatusBadge = ({ status, errorRows }: { status: ImportStatus; errorRows: number }) => {
  const shown = status === 'success' && errorRows > 0 ? 'partial' : status;
  return (
    <span className={`status-badge status-badge-${shown}`} data-testid="import-status" data-status={shown}>
      <FormattedMessage id={`imports.status.${shown}`} values={{ rows: errorRows }} />
    </span>
  );
};
