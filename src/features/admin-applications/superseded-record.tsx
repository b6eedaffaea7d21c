/**
 * The online registration an office record replaced (ADR 133), named in the office record's history so
 * the operator sees whose record it was: its number, name, phone, district and when it came — or the contest
 * account that held the IIN without an application (no number).
 */
import { FormattedMessage } from 'react-intl';
import { KzDate } from '../../components/ui/date-and-money.tsx';
import { useCatoName } from '../../lib/cato.ts';

interface SupersededRecord {
  id: number | null;
  name: string;
  phone: string;
  district_id: number | null;
  created_at: string;
}

/** The record a history entry says it superseded, if it says so. */
export const supersededIn = (after: Record<string, unknown> | null) =>
  (after?.supersedes ?? null) as SupersededRecord | null;

export function SupersededLine({ record }: { record: SupersededRecord }) {
  const district = useCatoName(record.district_id, record.district_id === null ? '—' : String(record.district_id));
  return (
    <div className="history-change" data-testid="history-supersedes">
      <FormattedMessage
        id={record.id === null ? 'applications.history.supersedes_account' : 'applications.history.supersedes'}
        values={{
          id: record.id,
          name: record.name,
          phone: record.phone,
          district,
          date: <KzDate value={record.created_at} show="shortDateTime" />,
        }}
      />
    </div>
  );
}
