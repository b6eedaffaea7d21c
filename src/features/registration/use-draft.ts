/**
 * A registration draft as opened: its saved values and step, read once (the form owns them from
 * then on), and its live row, whose state the sync engine changes (queued → sent or rejected).
 */
import { useLiveQuery } from 'dexie-react-hooks';
import { useEffect, useState } from 'react';
import { db, type DraftRow } from '../../lib/db.ts';
import { blankRegistration, type RegistrationValues } from './form-values.ts';

export interface LoadedDraft {
  id: string;
  values: RegistrationValues;
  step: number;
  /** The row as it was when opened. */
  opened: DraftRow | undefined;
  /** The row now. */
  row: DraftRow | undefined;
}

export function useDraft(id: string | undefined): LoadedDraft | undefined {
  const [initial, setInitial] = useState<Omit<LoadedDraft, 'row'>>();
  const row = useLiveQuery(() => (id ? db.drafts.get(id) : undefined), [id]);
  // The server refused it while it was open: read it again, with the errors to show.
  const rejection = row?.status === 'rejected' ? row.mutationId : undefined;
  useEffect(() => {
    if (!id) return;
    let live = true;
    void db.drafts.get(id).then((row) => {
      if (!live) return;
      const values = { ...blankRegistration(), ...(row?.data as Partial<RegistrationValues> | undefined) };
      setInitial({ id, values, step: row?.step ?? 0, opened: row });
    });
    return () => void (live = false);
  }, [id, rejection]);
  return initial && initial.id === id ? { ...initial, row } : undefined;
}
