/** Every status the entry went through: when, who set it and why. */
import { FormattedMessage, useIntl } from 'react-intl';
import { CardTable } from '../../components/ui/admin-table.tsx';
import { formatDate } from '../../lib/kz-format.ts';
import type { ReviewHistory } from '../../../contract/contest-review.ts';

export function StatusHistory({ history }: { history: ReviewHistory[] }) {
  const intl = useIntl();
  return (
    <section className="admin-panel" data-testid="contest-history">
      <h2>
        <FormattedMessage id="admin.contest.history.title" />
      </h2>
      <CardTable
        rows={history}
        head={['at', 'status', 'reason', 'by'].map((c) => (
          <th key={c} scope="col">
            <FormattedMessage id={`admin.contest.history.${c}`} />
          </th>
        ))}
        row={(h, i) => (
          <tr key={i} data-testid="history-row">
            <td>{formatDate(intl, h.created_at, 'shortDateTime')}</td>
            <td>
              <FormattedMessage id={`contest.status.${h.status}`} />
            </td>
            <td>{h.reason}</td>
            <td>{h.changed_by_name}</td>
          </tr>
        )}
      />
    </section>
  );
}
