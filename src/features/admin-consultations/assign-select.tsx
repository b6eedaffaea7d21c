/** The lawyer of a case, chosen by an admin from the active lawyers; saved at once (audited on the server). */
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { Select } from '../../components/ui/select-field.tsx';
import { client, read } from '../../lib/api-client.ts';
import { toast } from 'react-toastify/unstyled';

interface Props {
  caseId: number;
  lawyerId: number | null;
  /** The case's lawyer by name, shown while the list of lawyers is on its way or no longer holds them. */
  lawyerName: string | null;
  /** The active lawyers, read by the page's route loader. */
  lawyers: readonly { id: number; name: string }[];
  onDone: () => void;
}

export function AssignSelect({ caseId, lawyerId, lawyerName, lawyers, onDone }: Props) {
  const intl = useIntl();
  const [busy, setBusy] = useState(false);
  const change = async (picked: string) => {
    setBusy(true);
    try {
      await read(
        client.api.consultations[':id{[0-9]+}'].assign.$post({
          param: { id: String(caseId) },
          json: { lawyer_id: picked ? Number(picked) : null },
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
    <Select
      value={lawyerId}
      disabled={busy}
      onChange={(v) => void change(v)}
      aria-label={intl.formatMessage({ id: 'cases.column.lawyer' })}
      testId="case-assign"
      placeholder={intl.formatMessage({ id: 'cases.report.unassigned' })}
      // The lawyers come after the cases: an assigned case shows its lawyer's name, never "Unassigned".
      valueLabel={lawyerName ?? undefined}
      options={lawyers.map((l) => ({ value: l.id, label: l.name }))}
    />
  );
}
