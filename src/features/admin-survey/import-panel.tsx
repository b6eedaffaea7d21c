/**
 * Google Forms import (ADR 081): choose the CSV export; its columns map to questions by the saved map,
 * else by header, else become new questions. The map is shown after each import and can be changed
 * here (a column to another question, or left out) for the next one.
 */
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { CardTable, columnHeads } from '../../components/ui/admin-table.tsx';
import { Button } from '../../components/ui/button.tsx';
import { FieldError } from '../../components/ui/field-error.tsx';
import { Select } from '../../components/ui/select-field.tsx';
import { ApiError } from '../../lib/api.ts';
import { client, read } from '../../lib/api-client.ts';
import type { SurveyDetail } from './load-survey.ts';

interface Result {
  imported: number;
  duplicates: number;
  version: number;
}

export function ImportPanel({ survey, onImported }: { survey: SurveyDetail; onImported(s: SurveyDetail): void }) {
  const intl = useIntl();
  const [file, setFile] = useState<File | null>(null);
  const [mapping, setMapping] = useState<Record<string, string | null>>(survey.import_map);
  const [result, setResult] = useState<Result | null>(null);
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  const run = async () => {
    if (!file) return setError('validation.required');
    setBusy(true);
    setError(undefined);
    try {
      const { data } = await read(
        client.api.surveys[':id{[0-9]+}'].import.$post({
          param: { id: String(survey.id) },
          json: { csv: await file.text(), mapping },
        }),
      );
      setResult(data);
      setMapping(data.mapping);
      onImported(data.survey);
    } catch (e) {
      if (e instanceof ApiError) setError(Object.values(e.errors).flat()[0] ?? 'common.errors');
      else throw e;
    } finally {
      setBusy(false);
    }
  };
  const codes = survey.definition.questions.map((q) => q.code);
  return (
    <div className="admin-panel" data-testid="survey-import">
      <h2>
        <FormattedMessage id="survey.import.title" />
      </h2>
      <p className="field-hint">
        <FormattedMessage id="survey.import.lead" />
      </p>
      <input
        type="file"
        accept=".csv,text/csv"
        aria-label={intl.formatMessage({ id: 'survey.import.file' })}
        onChange={(e) => setFile(e.target.files?.[0] ?? null)}
      />
      <FieldError error={error} id="survey-import-error" />
      {Object.keys(mapping).length > 0 && (
        <CardTable
          rows={Object.entries(mapping)}
          head={columnHeads('survey.import.', ['column', 'question'])}
          row={([header, code]) => (
            <tr key={header}>
              <th scope="row">{header}</th>
              <td>
                <Select
                  value={code}
                  aria-label={header}
                  placeholder={intl.formatMessage({ id: 'survey.import.skip' })}
                  options={codes.map((c) => ({ value: c, label: c }))}
                  onChange={(v) => setMapping({ ...mapping, [header]: v || null })}
                />
              </td>
            </tr>
          )}
        />
      )}
      <Button type="button" busy={busy} onClick={() => void run()}>
        <FormattedMessage id="survey.import.run" />
      </Button>
      {result && (
        <p role="status">
          <FormattedMessage
            id="survey.import.done"
            values={{ imported: result.imported, duplicates: result.duplicates, version: result.version }}
          />
        </p>
      )}
    </div>
  );
}
