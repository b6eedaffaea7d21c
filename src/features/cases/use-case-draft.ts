/**
 * Which draft a case form opens: this case's unsent one of the kind (with any server rejection on it),
 * else a new UUID — the server stores a note, a move or an intake once per UUID. `renew` starts the next.
 */
import { useEffect, useState } from 'react';
import { db } from '../../sync/db.ts';

export function useCaseDraftId(kind: string, caseUuid: string | null) {
  const [draftId, setDraftId] = useState<string>();
  useEffect(() => {
    let live = true;
    void db.drafts
      .where('kind')
      .equals(kind)
      .filter(
        (d) =>
          (d.status === 'draft' || d.status === 'rejected') &&
          (caseUuid === null || (d.data as { case_uuid?: string }).case_uuid === caseUuid),
      )
      .sortBy('updatedAt')
      .catch(() => [])
      .then((rows) => live && setDraftId(rows.at(-1)?.id ?? crypto.randomUUID()));
    return () => void (live = false);
  }, [kind, caseUuid]);
  return { draftId, renew: () => setDraftId(crypto.randomUUID()) };
}
