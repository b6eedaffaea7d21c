/**
 * One import job through its steps: mapping (with source and strategy) → dry run report → Import →
 * Undo. A run under way is followed until it ends; the list above refreshes its counts when it does.
 */
import { useEffect, useRef } from 'react';
import { FormattedMessage } from 'react-intl';
import { client, read } from '../../lib/api-client.ts';
import { useRead } from '../../lib/use-read.ts';
import { ImportMapping } from './import-mapping.tsx';
import { ImportReport } from './import-report.tsx';
import { isRunning, StatusBadge } from './status-badge.tsx';
import { usePolling } from './use-polling.ts';

export function ImportJobView({ id, onChange }: { id: number; onChange: () => void }) {
  const job = useRead(`imports/${id}`, (signal) =>
    read(client.api.imports[':id{[0-9]+}'].$get({ param: { id: String(id) } }, { init: { signal } })),
  );
  const j = job.data?.data;
  const running = j ? isRunning(j.status) : false;
  usePolling(running, job.reload);
  // When a run ends, the list above refreshes its counts too.
  const wasRunning = useRef(false);
  useEffect(() => {
    if (wasRunning.current && !running) onChange();
    wasRunning.current = running;
  }, [running, onChange]);
  if (!j) return null;
  const reload = () => {
    job.reload();
    onChange();
  };
  const mapping =
    j.headers.length > 0 && (['mapping', 'checked'].includes(j.status) || (j.status === 'error' && j.mode === 'dry'));
  const report = ['checked', 'success', 'undone'].includes(j.status) || (j.status === 'error' && j.rows.length > 0);
  return (
    <section className="admin-panel" data-testid="import-job" aria-live="polite">
      <h3>
        <FormattedMessage id="imports.job.title" values={{ id: j.id, file: j.file_name }} />{' '}
        <StatusBadge status={j.status} errorRows={j.error_rows} mode={j.mode} />
      </h3>
      {j.failure && (
        <p className="field-error" role="alert">
          <FormattedMessage id={j.failure} />
        </p>
      )}
      {mapping && <ImportMapping key={`${j.id}-${j.status}`} job={j} onSaved={reload} />}
      {j.status === 'checked' && !j.ready && (
        <p role="status">
          <FormattedMessage id="imports.dryRun.stale" />
        </p>
      )}
      {report && <ImportReport job={j} onChange={reload} />}
    </section>
  );
}
