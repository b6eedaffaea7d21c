/**
 * The mapping step: each column of the file with a sample and the field of the job's target (training
 * applicants or agro applications) it fills (proposed by the server from its header or the source's saved mapping), the source's name and the duplicate
 * strategy; header errors and warnings are listed before anything runs. Saving starts the dry run.
 */
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { CardTable, columnHeads } from '../../components/ui/admin-table.tsx';
import { FailureNote } from '../../components/ui/attempt.tsx';
import { Button } from '../../components/ui/button.tsx';
import { failureText, translateError } from '../../components/ui/field-error.tsx';
import { Select, SelectField } from '../../components/ui/select-field.tsx';
import { api } from '../../lib/api.ts';
import { importFieldLabel, targetFields } from '../../../contract/import-targets.ts';
import { IMPORT_STRATEGIES, type ImportJobDetail, type ImportStrategy } from '../../../contract/imports.ts';

export function ImportMapping({ job, onSaved }: { job: ImportJobDetail; onSaved: () => void }) {
  const intl = useIntl();
  const [mapping, setMapping] = useState(job.mapping);
  const [strategy, setStrategy] = useState<ImportStrategy>(job.strategy);
  const [source, setSource] = useState(job.source_name ?? '');
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState<string>();
  const fieldName = (f: string) => intl.formatMessage({ id: importFieldLabel(job.target, f) });
  const changed = JSON.stringify(mapping) !== JSON.stringify(job.mapping) || strategy !== job.strategy;
  const issues = changed ? [] : job.issues;

  async function check() {
    setBusy(true);
    setFailed(undefined);
    try {
      await api(`/imports/${job.id}/plan`, {
        method: 'PUT',
        body: { mapping, strategy, ...(source.trim() ? { source_name: source.trim() } : {}) },
      });
      await api(`/imports/${job.id}/dry-run`, { body: {} });
    } catch (e) {
      setFailed(failureText(intl, e));
    } finally {
      setBusy(false);
      onSaved();
    }
  }

  return (
    <div data-testid="import-mapping">
      <h4>
        <FormattedMessage id="imports.mapping.title" />
      </h4>
      <CardTable
        rows={job.headers}
        head={columnHeads('imports.mapping.', ['column', 'sample', 'field'])}
        row={(h, i) => (
          <tr key={i}>
            <th scope="row">{h}</th>
            <td>
              {job.sample
                .slice(0, 2)
                .map((r) => r[i])
                .filter(Boolean)
                .join(' · ')}
            </td>
            <td>
              <Select
                aria-label={h}
                value={mapping[i]}
                placeholder={intl.formatMessage({ id: 'imports.mapping.none' })}
                options={targetFields(job.target).map((f) => ({ value: f, label: fieldName(f) }))}
                onChange={(v) => setMapping(mapping.map((m, j) => (j === i ? v || null : m)))}
              />
            </td>
          </tr>
        )}
      />
      {(['error', 'warning'] as const).map((level) => {
        const list = issues.filter((x) => x.level === level);
        if (!list.length) return null;
        return (
          <div key={level} className={`import-issues-${level}`} data-testid={`import-issues-${level}`}>
            <strong>
              <FormattedMessage id={level === 'error' ? 'imports.mapping.errors' : 'imports.mapping.warnings'} />
            </strong>
            <ul>
              {list.map((x, k) => (
                <li key={k}>
                  {x.column !== null ? `${job.headers[x.column]}: ` : x.field ? `${fieldName(x.field)}: ` : ''}
                  {translateError(intl, x.message_id)}
                </li>
              ))}
            </ul>
          </div>
        );
      })}
      <div className="admin-toolbar">
        <label>
          <FormattedMessage id="imports.source.label" />{' '}
          <input maxLength={100} value={source} onChange={(e) => setSource(e.target.value)} />
        </label>
        {/* A price list only updates stored units: no duplicate strategy to choose. */}
        {job.target !== 'prices' && (
          <SelectField
            label={intl.formatMessage({
              id: job.target === 'units' ? 'property.import.strategy' : 'imports.strategy.label',
            })}
            value={strategy}
            placeholder={false}
            options={IMPORT_STRATEGIES.map((s) => ({
              value: s,
              label: intl.formatMessage({ id: `imports.strategy.${s}` }),
            }))}
            onChange={(v) => setStrategy(v as ImportStrategy)}
          />
        )}
        <Button onClick={() => void check()} busy={busy}>
          <FormattedMessage id="imports.dryRun.start" />
        </Button>
      </div>
      <FailureNote text={failed} />
    </div>
  );
}
