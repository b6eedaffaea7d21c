import { FormattedMessage } from 'react-intl';
import type { ImportStatus } from '../../../api/schemas/imports.ts';

export const isRunning = (s: ImportStatus) => s === 'queued' || s === 'in_process';

export const StatusBadge = ({ status }: { status: ImportStatus }) => (
  <span className={`status-badge status-badge-${status}`} data-testid="import-status" data-status={status}>
    <FormattedMessage id={`imports.status.${status}`} />
  </span>
);
