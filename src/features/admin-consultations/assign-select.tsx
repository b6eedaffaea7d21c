/** The lawyer of a case, chosen by an admin from the active lawyers; saved at once (audited on the server). */
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { client, read } from '../../lib/api-client.ts';
import { toast } from 'react-toastify/unstyled';
import { useRead } from '../../lib/use-read.ts';

export function useLawyers() {
  const r = useRead('lawyers', (signal) =>
    read(client.api.users.lawyers.$get({ query: { page: '1', per_page: '100', sort: 'ASC' } }, { init: { signal } })),
  );
  return r.data?.data ?? [];
}

interface Props {
  caseId: number;
  lawyerId: number | null;
  lawyers: { id: number; name: string }[];
  onDone: () => void;
}

export function AssignSelect({ caseId, lawyerId, lawyers, onDone }: Props) {
  const intl = useIntl();
  const [busy, setBusy] = useState(false);
  const change = async (e: React.ChangeEvent<HTMLSelectElement>) => {
    setBusy(true);
    try {
      await read(
        client.api.consultations[':id{[0-9]+}'].assign.$post({
          param: { id: String(caseId) },
          json: { lawyer_id: e.target.value ? Number(e.target.value) : null },
        }),
      );
      toast(intl.formatMessage({ id: 'cases.admin.assigned' }));
      onDone();
    } catch (err) {
      toast(err instanceof Error ? err.message : String(err));
    } finally {
      setBusy(false);
    }
  };
  return (
    <select
      value={lawyerId ?? ''}
      disabled={busy}
      onChange={(e) => void change(e)}
      aria-label={intl.formatMessage({ id: 'cases.column.lawyer' })}
      data-testid="case-assign"
    >
      <option value="">{intl.formatMessage({ id: 'cases.report.unassigned' })}</option>
      {lawyers.map((l) => (
        <option key={l.id} value={l.id}>
          {l.name}
        </option>
      ))}
    </select>
  );
}
