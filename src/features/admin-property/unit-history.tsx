/**
 * A unit's status history in the admin's unit view, newest first: when, from → to, why (a booking, an
 * expiry, an import, a bulk move, an editor on the unit, a lead rejected or cancelled in the inbox) and
 * who — an editor by name, a booking by its lead's number in the inbox.
 */
import { FormattedMessage, useIntl } from 'react-intl';
import { CardTable, columnHeads } from '../../components/ui/admin-table.tsx';
import { KzDate } from '../../components/ui/date-and-money.tsx';
import { propertyLabel } from '../../../contract/property.ts';
import type { UnitHistoryLine } from './load.ts';

export function UnitHistory({ lines: oldestFirst }: { lines: UnitHistoryLine[] }) {
  const intl = useIntl();
  const status = (s: string | null) => (s ? intl.formatMessage({ id: propertyLabel('status', s) }) : '—');
  const lines = [...oldestFirst].reverse();
  return (
    <section data-testid="unit-history">
      <h3>
        <FormattedMessage id="property.history.title" />
      </h3>
      <CardTable
        rows={lines}
        emptyId="property.history.empty"
        head={columnHeads('property.history.', ['at', 'change', 'source', 'who'])}
        row={(h) => (
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
        )}
      />
    </section>
  );
}
