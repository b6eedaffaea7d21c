/** One import job: its status (followed until it ends) and each bad row with its row number, field and message. */
import { useEffect, useRef } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { client, read } from '../../lib/api-client.ts';
import { useRead } from '../../lib/use-read.ts';
import { translateError } from '../../components/ui/field-error.tsx';
import { isRunning, StatusBadge } from './status-badge.tsx';
import { usePolling } from './use-polling.ts';

export function ImportJobView({ id, onChange }: { id: number; onChange: () => void }) {
  const intl = useIntl();
  const job = useRead(`imports/${id}`, (signal) =>
    read(client.api.imports[':id{[0-9]+}'].$get({ param: { id: String(id) } }, { init: { signal } })),
  );
  const j = job.data?.data;
  const running = j ? isRunning(j.status) : false;
  usePolling(running, job.reload);
  // When the job ends, the list above refreshes its counts too.
  const wasRunning = useRef(false);
  useEffect(() => {
    if (wasRunning.current && !running) onChange();
    wasRunning.current = running;
  }, [running, onChange]);
  if (!j) return null;
  const fieldName = (f: string) => {
    const mid = `registration.field.${f}`;
    return mid in intl.messages ? intl.formatMessage({ id: mid }) : f;
  };
  return (
    <section className="admin-panel" data-testid="import-job" aria-live="polite">
      <h3>
        <FormattedMessage id="imports.job.title" values={{ id: j.id, file: j.file_name }} />{' '}
        <StatusBadge status={j.status} errorRows={j.error_rows} />
      </h3>
      {j.failure && (
        <p className="field-error" role="alert">
          <FormattedMessage id={j.failure} />
        </p>
      )}
      {j.status === 'success' && j.errors.length === 0 && (
        <p>
          <FormattedMessage id="imports.job.noErrors" />
        </p>
      )}
      {j.errors.length > 0 && (
        <table className="admin-table" data-testid="import-errors">
          <thead>
            <tr>
              {['row', 'field', 'message'].map((c) => (
                <th key={c} scope="col">
                  <FormattedMessage id={`imports.col.${c}`} />
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {j.errors.map((e, i) => (
              <tr key={i}>
                <td>{e.row}</td>
                <td>{fieldName(e.field)}</td>
                <td>{translateError(intl, e.message_id)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
