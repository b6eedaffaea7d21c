/**
 * Picks what the list holds (training applicants, agro applications, and for admins the property
 * units or a price list), an XLSX or CSV and the source it came from; the server answers with the job
 * at its mapping step.
 */
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { ActionForm, FailureNote } from '../../components/ui/attempt.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Field } from '../../components/ui/field.tsx';
import { SelectField } from '../../components/ui/select-field.tsx';
import { apiHeaders, routeUrl } from '../../lib/api.ts';
import { ADMIN_IMPORT_TARGETS, IMPORT_TARGETS, type ImportTarget } from '../../../contract/imports.ts';
import { ROLES } from '../../../contract/roles.ts';
import { useSession } from '../../lib/session.ts';

interface Props {
  target: ImportTarget;
  onTarget: (t: ImportTarget) => void;
  sources: string[];
  onUploaded: (jobId: number) => void;
}

export function UploadForm({ target, onTarget, sources, onUploaded }: Props) {
  const intl = useIntl();
  const admin = useSession()?.user.role_id === ROLES.admin;
  const targets = IMPORT_TARGETS.filter((t) => admin || !ADMIN_IMPORT_TARGETS.includes(t));
  const [file, setFile] = useState<File | null>(null);
  const [source, setSource] = useState('');
  const [busy, setBusy] = useState(false);
  /** The file's message id (none chosen, not an XLSX or CSV). */
  const [error, setError] = useState<string>();
  /** Any other failure, in words (too large, offline). */
  const [failed, setFailed] = useState<string>();
  async function send() {
    setFailed(undefined);
    if (!file) return setError('validation.required');
    setBusy(true);
    setError(undefined);
    try {
      const body = new FormData();
      body.append('file', file);
      if (source.trim()) body.append('source_name', source.trim());
      body.append('target', target);
      const res = await fetch(routeUrl('/imports'), { method: 'POST', body, headers: apiHeaders() });
      const json = (await res.json().catch(() => ({}))) as {
        data?: { id: number };
        message?: string;
        errors?: Record<string, string[]>;
      };
      if (res.ok && json.data) onUploaded(json.data.id);
      else if (json.errors?.file?.[0]) setError(json.errors.file[0]);
      else setFailed(json.message ?? res.statusText);
    } catch {
      setFailed(intl.formatMessage({ id: 'reports.loadError' }));
    } finally {
      setBusy(false);
    }
  }
  return (
    <ActionForm className="admin-toolbar" onSubmit={send}>
      <SelectField
        label={intl.formatMessage({ id: 'imports.target.label' })}
        value={target}
        placeholder={false}
        options={targets.map((t) => ({ value: t, label: intl.formatMessage({ id: `imports.target.${t}` }) }))}
        onChange={(v) => onTarget(v as ImportTarget)}
      />
      <Field label={intl.formatMessage({ id: 'imports.upload.label' })} error={error} invalid={!!(error || failed)}>
        {(p) => (
          <input
            {...p}
            type="file"
            accept=".xlsx,.csv,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
            onChange={(e) => setFile(e.target.files?.[0] ?? null)}
          />
        )}
      </Field>
      <Field label={intl.formatMessage({ id: 'imports.source.label' })}>
        {(p) => (
          <>
            <input
              {...p}
              list="import-sources"
              maxLength={100}
              value={source}
              onChange={(e) => setSource(e.target.value)}
            />
            <datalist id="import-sources">
              {sources.map((s) => (
                <option key={s} value={s} />
              ))}
            </datalist>
          </>
        )}
      </Field>
      <FailureNote text={failed} />
      <Button type="submit" busy={busy}>
        <FormattedMessage id={busy ? 'imports.upload.sending' : 'imports.upload.submit'} />
      </Button>
    </ActionForm>
  );
}
