/** Every answer of the form, labelled in the reviewer's language; files are shown elsewhere. */
import { FormattedMessage, useIntl } from 'react-intl';
import { useCato, type CatoNode } from '../../lib/cato.ts';
import { answerText, fieldLabel, FILE_FIELDS, HIDDEN_FIELDS, PLACE_FIELDS } from './answer-labels.ts';

/** A KATO code's name in the reviewer's language (the code itself until the tree is on the device). */
function placeName(cato: CatoNode[] | null | undefined, id: unknown): string {
  const find = (nodes: CatoNode[] | undefined): CatoNode | undefined => {
    for (const n of nodes ?? []) {
      if (String(n.id) === String(id)) return n;
      const inner = find(n.items);
      if (inner) return inner;
    }
    return undefined;
  };
  return find(cato ?? undefined)?.name ?? String(id);
}

export function AnswersTable({ data }: { data: Record<string, unknown> }) {
  const intl = useIntl();
  const cato = useCato();
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
              <td className="pre-line">{PLACE_FIELDS.includes(k) ? placeName(cato, v) : answerText(intl, k, v)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
