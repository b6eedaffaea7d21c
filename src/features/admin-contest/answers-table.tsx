/** Every answer of the form, labelled in the reviewer's language; files are shown elsewhere. */
import { FormattedMessage, useIntl } from 'react-intl';
import { answerText, fieldLabel, FILE_FIELDS, HIDDEN_FIELDS } from './answer-labels.ts';

export function AnswersTable({ data }: { data: Record<string, unknown> }) {
  const intl = useIntl();
  const rows = Object.entries(data).filter(([k]) => !FILE_FIELDS.includes(k) && !HIDDEN_FIELDS.includes(k));
  return (
    <section className="admin-panel" data-testid="contest-answers">
      <h2>
        <FormattedMessage id="admin.contest.detail.answers" />
      </h2>
      <table className="admin-table">
        <tbody>
          {rows.map(([k, v]) => (
            <tr key={k}>
              <th scope="row">{fieldLabel(intl, k)}</th>
              <td className="pre-line">{answerText(intl, k, v)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
