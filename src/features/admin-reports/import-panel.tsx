/**
 * The import: what the list holds (training applicants, agro applications, property units or a price
 * list), that target's template,
 * upload, the jobs list (the "import report") and one job through its steps.
 */
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { ImportTarget } from '../../../contract/imports.ts';
import { CardTable, columnHeads } from '../../components/ui/admin-table.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Pager } from '../../components/ui/pager.tsx';
import { routeUrl } from '../../lib/api.ts';
import { client, read, toQuery } from '../../lib/api-client.ts';
import { formatDate } from '../../lib/kz-format.ts';
import { useRead } from '../../lib/use-read.ts';
import { useDownload } from '../../lib/authorised-file.ts';
import { ImportJobView } from './import-job.tsx';
import { isRunning, StatusBadge } from './status-badge.tsx';
import { UploadForm } from './upload-form.tsx';
import { usePolling } from './use-polling.ts';

const TEMPLATE_FILES: Record<ImportTarget, string> = {
  applicants: 'applicants',
  agro: 'agro-applications',
  units: 'units',
  prices: 'price-list',
};

export function ImportPanel({ jobId, onJob }: { jobId?: number | undefined; onJob: (id: number | undefined) => void }) {
  const intl = useIntl();
  const download = useDownload();
  const [target, setTarget] = useState<ImportTarget>('applicants');
  // A page of jobs, newest first; "Next" continues after the last job shown (the cursor), so a job
  // uploaded meanwhile never pushes one onto the next page again.
  const [at, setAt] = useState<{ page: number; after?: string | undefined }>({ page: 1 });
  const jobs = useRead(`imports?${at.page}:${at.after ?? ''}`, (signal) =>
    read(client.api.imports.$get({ query: toQuery({ ...at, per_page: 20 }) }, { init: { signal } })),
  );
  const sources = useRead(`imports/sources?${target}`, (signal) =>
    read(client.api.imports.sources.$get({ query: { target } }, { init: { signal } })),
  );
  const list = jobs.data?.data ?? [];
  usePolling(
    list.some((j) => isRunning(j.status)),
    jobs.reload,
  );
  return (
    <div data-testid="import-panel">
      <h2>
        <FormattedMessage id="imports.title" />
      </h2>
      <p>
        <FormattedMessage id="imports.intro" />
      </p>
      <p>
        <Button
          variant="secondary"
          onClick={() =>
            void download(
              routeUrl('/reports/import/template', { query: { target } }),
              `${TEMPLATE_FILES[target]}-template.xlsx`,
            )
          }
        >
          <FormattedMessage id="imports.template.download" />
        </Button>
      </p>
      <UploadForm
        target={target}
        onTarget={setTarget}
        sources={sources.data?.data ?? []}
        onUploaded={(id) => {
          setAt({ page: 1 });
          jobs.reload();
          sources.reload();
          onJob(id);
        }}
      />
      {jobId !== undefined && <ImportJobView key={jobId} id={jobId} onChange={jobs.reload} />}
      <h2>
        <FormattedMessage id="imports.jobs.title" />
      </h2>
      {jobs.data && (
        <CardTable
          rows={list}
          emptyId="imports.jobs.empty"
          testId="import-jobs"
          head={
            <>
              {columnHeads('imports.col.', ['file', 'target', 'created', 'by', 'status', 'rows', 'imported', 'errors'])}
              <th />
            </>
          }
          row={(j) => (
            <tr key={j.id} data-testid={`import-job-${j.id}`}>
              <td>{j.file_name}</td>
              <td>
                <FormattedMessage id={`imports.target.${j.target}`} />
              </td>
              <td>{formatDate(intl, j.created_at, 'shortDateTime')}</td>
              <td>{j.created_by_name}</td>
              <td>
                <StatusBadge status={j.status} errorRows={j.error_rows} mode={j.mode} />
              </td>
              <td>{j.total_rows}</td>
              <td>{j.imported_rows}</td>
              <td>{j.error_rows}</td>
              <td>
                <button type="button" className="btn btn-secondary" onClick={() => onJob(j.id)}>
                  <FormattedMessage id="imports.job.show" />
                </button>
              </td>
            </tr>
          )}
        />
      )}
      {jobs.data && (list.length > 0 || at.page > 1) && (
        <Pager
          page={jobs.data.meta.page}
          lastPage={jobs.data.meta.last_page}
          total={jobs.data.meta.total}
          capped={jobs.data.meta.total_capped}
          next={jobs.data.meta.next}
          onPage={(page, after) => setAt({ page, after })}
        />
      )}
    </div>
  );
}
