/**
 * A unit's status history in the admin's unit view, newest first: when, from → to, why (a booking, an
 * expiry, an import, a bulk move, an editor on the unit, a lead rejected or cancelled in the inbox) and
 * who — an editor by name, a booking by its lead's number in the inbox.
 */
import { FormattedMessage, useIntl } from 'react-intl';
import { KzDate } from '../../components/ui/date-and-money.tsx';
import { propertyLabel } from '../../../contract/property.ts';
import type { Read } from '../../lib/use-read.ts';
import type { UnitHistoryLine } from './load.ts';

export function UnitHistory({ history }: { history: Read<{ data: UnitHistoryLine[] }> }) {
  const intl = useIntl();
  const status = (s: string | null) => (s ? intl.formatMessage({ id: propertyLabel('status', s) }) : '—');
  const lines = [...(history.data?.data ?? [])].reverse();
  return (
    <section data-testid="unit-history">
      <h3>
        <FormattedMessage id="property.history.title" />
      </h3>
      {history.error && (
        <p className="field-error" role="alert">
          {history.error.message}
        </p>
      )}
      {history.data && !lines.length && (
        <p className="empty">
          <FormattedMessage id="property.history.empty" />
        </p>
      )}
      {!!lines.length && (
        <table className="admin-table">
          <thead>
            <tr>
              {['at', 'change', 'source', 'who'].map((c) => (
                <th key={c}>
                  <FormattedMessage id={`property.history.${c}`} />
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {lines.map((h) => (
              <tr key={h.id} data-testid="unit-history-line" data-source={h.source}>
                <td>
                  <KzDate value={h.at} show="shortDateTime" />
                </td>
                <td>
                  <FormattedMessage
                    id="property.history.from_to"
                    values={{ from: status(h.from_status), to: status(h.status) }}
                  />
                </td>
                <td>
                  <FormattedMessage id={`property.history.source.${h.source}`} />
                </td>
                <td>
                  {h.user_name ??
                    (h.lead_id ? <FormattedMessage id="property.history.lead" values={{ id: h.lead_id }} /> : '—')}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
