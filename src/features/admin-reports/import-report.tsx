/**
 * What a dry run found (or an import did): counts per outcome, KATO names to choose, each row with its
 * outcome and reasons, and the failed rows as a workbook to fix. Import and Undo sit under it.
 */
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { CardTable, columnHeads } from '../../components/ui/admin-table.tsx';
import { Button } from '../../components/ui/button.tsx';
import { failureText, translateError } from '../../components/ui/field-error.tsx';
import { SelectField } from '../../components/ui/select-field.tsx';
import { api, apiHeaders, routeUrl } from '../../lib/api.ts';
import { useDownload } from '../../lib/authorised-file.ts';
import { importFieldLabel } from '../../../contract/import-targets.ts';
import { IMPORT_OUTCOMES, type ImportJobDetail, type ImportUndoBlock } from '../../../contract/imports.ts';

const COUNTS = {
  create: 'created_rows',
  update: 'updated_rows',
  duplicate: 'duplicate_rows',
  error: 'error_rows',
} as const;

export function ImportReport({ job, onChange }: { job: ImportJobDetail; onChange: () => void }) {
  const intl = useIntl();
  const download = useDownload();
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState<string>();
  const [blocking, setBlocking] = useState<ImportUndoBlock[]>([]);
  const reasons = new Map<number, string[]>();
  // Units and price lists name a unit, not a person: no IIN column.
  const people = job.target === 'applicants' || job.target === 'agro';
  const columns = ['row', 'outcome', 'name', ...(people ? ['iin'] : []), 'message'];
  const fieldName = (f: string) => {
    const id = importFieldLabel(job.target, f);
    return id in intl.messages ? intl.formatMessage({ id }) : f;
  };
  for (const e of job.errors)
    reasons.set(e.row, [...(reasons.get(e.row) ?? []), `${fieldName(e.field)}: ${translateError(intl, e.message_id)}`]);

  async function act(path: string, body?: unknown, method = 'POST') {
    setBusy(true);
    setFailed(undefined);
    try {
      await api(path, { method, body: body ?? {} });
    } catch (e) {
      setFailed(failureText(intl, e));
    } finally {
      setBusy(false);
      onChange();
    }
  }
  async function undo() {
    setBusy(true);
    setFailed(undefined);
    try {
      // A refusal carries the records that block it, which the shared client would drop.
      const res = await fetch(routeUrl('/imports/:id/undo', { param: { id: job.id } }), {
        method: 'POST',
        headers: apiHeaders(),
      });
      const json = (await res.json().catch(() => ({}))) as { message?: string; blocking?: ImportUndoBlock[] };
      setBlocking(json.blocking ?? []);
      if (!res.ok) setFailed(json.message ?? res.statusText);
    } catch (e) {
      setFailed(failureText(intl, e));
    } finally {
      setBusy(false);
      onChange();
    }
  }

  return (
    <div data-testid="import-report">
      <h4>
        <FormattedMessage id={job.status === 'checked' ? 'imports.report.title' : 'imports.report.done'} />
      </h4>
      <p className="import-counts" data-testid="import-counts">
        {IMPORT_OUTCOMES.map((o) => (
          <span key={o} data-outcome={o}>
            <FormattedMessage id={`imports.outcome.${o}`} />: <strong>{job[COUNTS[o]]}</strong>
          </span>
        ))}
      </p>
      {job.kato.length > 0 && (
        <fieldset data-testid="import-kato">
          <legend>
            <FormattedMessage id="imports.kato.title" />
          </legend>
          {job.kato.map((q) => (
            <SelectField
              key={q.key}
              label={<FormattedMessage id="imports.kato.pick" values={{ text: q.text }} />}
              value={q.picked}
              disabled={busy || job.status !== 'checked'}
              placeholder={intl.formatMessage({ id: 'imports.kato.none' })}
              options={q.options.map((o) => {
                const parent = o.parent ?? o.parent_ru;
                const name = o.name ?? (intl.locale === 'kk' ? o.name_kk : o.name_ru);
                return { value: o.id, label: parent ? `${name} (${parent})` : name };
              })}
              onChange={(v) =>
                void act(`/imports/${job.id}/kato`, { key: q.key, kato_id: v ? Number(v) : null }, 'PUT')
              }
            />
          ))}
        </fieldset>
      )}
      {job.rows.length > 0 && (
        <CardTable
          rows={job.rows}
          testId="import-rows"
          head={columnHeads('imports.col.', columns)}
          row={(r) => (
            <tr key={r.row} data-outcome={r.outcome}>
              <td>{r.row}</td>
              <td>
                <FormattedMessage id={`imports.outcome.${r.outcome}`} />
              </td>
              <td>{r.name}</td>
              {people && <td>{r.iin}</td>}
              <td>{reasons.get(r.row)?.join('; ')}</td>
            </tr>
          )}
        />
      )}
      <div className="admin-toolbar">
        {job.error_rows > 0 && (
          <Button
            variant="secondary"
            onClick={() =>
              void download(routeUrl('/imports/:id/errors', { param: { id: job.id } }), `import-${job.id}-errors.xlsx`)
            }
          >
            <FormattedMessage id="imports.errors.download" />
          </Button>
        )}
        {job.status === 'checked' && (
          <Button onClick={() => void act(`/imports/${job.id}/run`)} busy={busy} disabled={!job.ready}>
            <FormattedMessage id="imports.run.start" />
          </Button>
        )}
        {job.status === 'success' && (
          <Button variant="secondary" onClick={() => void undo()} busy={busy}>
            <FormattedMessage id="imports.undo.start" />
          </Button>
        )}
      </div>
      {failed && (
        <div className="field-error" role="alert">
          <p>{failed}</p>
          {blocking.length > 0 && (
            <>
              <p>
                <FormattedMessage id="imports.undo.blocked" />
              </p>
              <ul data-testid="import-undo-blocking">
                {blocking.map((b) => (
                  <li key={b.row}>
                    {b.row}: {b.name} {b.iin} — {b.reasons.map((r) => translateError(intl, r)).join(', ')}
                  </li>
                ))}
              </ul>
            </>
          )}
        </div>
      )}
    </div>
  );
}
