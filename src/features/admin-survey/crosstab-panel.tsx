/** A cross-tab of two choice questions under the page's filters, "no answer" as its own row and column. */
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { labelIn, type SurveyFilters } from '../../../contract/survey.ts';
import { CardTable } from '../../components/ui/admin-table.tsx';
import { FieldError } from '../../components/ui/field-error.tsx';
import { Select } from '../../components/ui/select-field.tsx';
import { ApiError } from '../../lib/api.ts';
import { client, read, toQuery } from '../../lib/api-client.ts';

const CROSSABLE = ['single', 'multiple', 'dropdown', 'yes_no', 'scale', 'region', 'district'];

type Crosstab = Awaited<ReturnType<typeof fetchCrosstab>>;
const fetchCrosstab = async (id: number, f: SurveyFilters, row: string, col: string) =>
  (
    await read(
      client.api.surveys[':id{[0-9]+}'].crosstab.$get({
        param: { id: String(id) },
        query: toQuery({ ...f, row, col }),
      }),
    )
  ).data;

interface Props {
  surveyId: number;
  filters: SurveyFilters;
  questions: { code: string; type: string; label: Record<string, string | undefined> }[];
}

export function CrosstabPanel({ surveyId, filters, questions }: Props) {
  const intl = useIntl();
  const choices = questions.filter((q) => CROSSABLE.includes(q.type));
  const [row, setRow] = useState(choices[0]?.code ?? '');
  const [col, setCol] = useState(choices[1]?.code ?? '');
  const [table, setTable] = useState<Crosstab | null>(null);
  const [error, setError] = useState<string | undefined>();
  const name = (c: { code: string; label: Record<string, string | undefined> }) =>
    c.code === '_none' ? intl.formatMessage({ id: 'survey.stats.no_answer' }) : labelIn(c.label, intl.locale) || c.code;
  const run = async () => {
    setError(undefined);
    try {
      setTable(await fetchCrosstab(surveyId, filters, row, col));
    } catch (e) {
      if (e instanceof ApiError) setError(Object.values(e.errors).flat()[0] ?? 'common.errors');
      else throw e;
    }
  };
  if (choices.length < 2) return null;
  const select = (value: string, set: (v: string) => void, id: string) => (
    <Select
      value={value}
      onChange={set}
      aria-label={intl.formatMessage({ id })}
      placeholder={false}
      options={choices.map((q) => ({ value: q.code, label: `${labelIn(q.label, intl.locale)} (${q.code})` }))}
    />
  );
  return (
    <section className="admin-panel" data-testid="survey-crosstab">
      <h2>
        <FormattedMessage id="survey.crosstab.title" />
      </h2>
      <p className="survey-row">
        {select(row, setRow, 'survey.crosstab.rows')} × {select(col, setCol, 'survey.crosstab.cols')}{' '}
        <button type="button" className="btn btn-secondary" onClick={() => void run()}>
          <FormattedMessage id="survey.crosstab.show" />
        </button>
      </p>
      <FieldError error={error} id="crosstab-error" />
      {table && (
        <CardTable
          rows={table.rows}
          cards={false}
          head={
            <>
              <th />
              {table.cols.map((c) => (
                <th key={c.code} scope="col">
                  {name(c)}
                </th>
              ))}
              <th scope="col">
                <FormattedMessage id="survey.crosstab.total" />
              </th>
            </>
          }
          row={(r, i) => (
            <tr key={r.code}>
              <th scope="row">{name(r)}</th>
              {table.cells[i]!.map((n, j) => (
                <td key={j}>{intl.formatNumber(n)}</td>
              ))}
              <td>{intl.formatNumber(table.row_totals[i]!)}</td>
            </tr>
          )}
          foot={
            <tr>
              <th scope="row">
                <FormattedMessage id="survey.crosstab.total" />
              </th>
              {table.col_totals.map((n, j) => (
                <td key={j}>{intl.formatNumber(n)}</td>
              ))}
              <td />
            </tr>
          }
        />
      )}
    </section>
  );
}
