/**
 * Which draft a request form opens: the latest unsent one of its kind on this device (with any server
 * rejection), else a new client UUID — the server stores a request once per UUID. `renew` starts the
 * next one after a request is queued.
 */
import { useEffect, useState } from 'react';
import type { RequestKind } from '../../../contract/requests.ts';
import { db } from '../../sync/db.ts';

export const draftKind = (kind: RequestKind) => `request.${kind}`;

export function useRequestDraftId(kind: RequestKind) {
  const [draftId, setDraftId] = useState<string>();
  useEffect(() => {
    let live = true;
    void db.drafts
      .where('kind')
      .equals(draftKind(kind))
      .filter((d) => d.status === 'draft' || d.status === 'rejected')
      .sortBy('updatedAt')
      .catch(() => [])
      .then((rows) => live && setDraftId(rows.at(-1)?.id ?? crypto.randomUUID()));
    return () => void (live = false);
  }, [kind]);
  return { draftId, renew: () => setDraftId(crypto.randomUUID()) };
}
