/**
 * Which booking (or "call me") draft a unit's form opens: the latest unsent or sent-but-unanswered one for that unit
 * on this device, else a new UUID (the server stores a lead once per UUID). `renew` starts another.
 */
import { useEffect, useState } from 'react';
import type { LeadKind } from '../../../contract/property.ts';
import { db } from '../../sync/db.ts';

export const bookingDraftKind = (kind: LeadKind, unitId: number | null) => `property.${kind}.${unitId ?? 'any'}`;

export function useBookingDraftId(kind: LeadKind, unitId: number | null) {
  const [draftId, setDraftId] = useState<string>();
  useEffect(() => {
    let live = true;
    void db.drafts
      .where('kind')
      .equals(bookingDraftKind(kind, unitId))
      .sortBy('updatedAt')
      .catch(() => [])
      .then((rows) => live && setDraftId(rows.at(-1)?.id ?? crypto.randomUUID()));
    return () => void (live = false);
  }, [kind, unitId]);
  return { draftId, renew: () => setDraftId(crypto.randomUUID()) };
}
