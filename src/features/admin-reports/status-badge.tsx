import { FormattedMessage } from 'react-intl';
import type { ImportStatus } from '../../../contract/imports.ts';

export const isRunning = (s: ImportStatus) => s === 'queued' || s === 'in_process';

/**
 * A finished job with bad rows is not a green "Success": it says how many rows did not go in. A dry
 * run under way reads "Checking", not "In process", so nobody takes it for the import.
 */
export const StatusBadge = ({
  status,
  errorRows,
  mode = 'real',
}: {
  status: ImportStatus;
  errorRows: number;
  mode?: 'dry' | 'real';
}) => {
  const shown =
    status === 'success' && errorRows > 0 ? 'partial' : isRunning(status) && mode === 'dry' ? 'dry' : status;
  return (
    <span className={`status-badge status-badge-${shown}`} data-testid="import-status" data-status={shown}>
      <FormattedMessage id={`imports.status.${shown}`} values={{ rows: errorRows }} />
    </span>
  );
};
