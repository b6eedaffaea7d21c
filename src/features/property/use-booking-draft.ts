/**
 * Which booking draft a unit's form opens: the latest unsent or sent-but-unanswered one for that unit
 * on this device, else a new UUID (the server stores a lead once per UUID). `renew` starts another.
 */
import { useEffect, useState } from 'react';
import { db } from '../../lib/db.ts';

export function useBookingDraftId(unitId: number | null) {
  const [draftId, setDraftId] = useState<string>();
  useEffect(() => {
    let live = true;
    void db.drafts
      .where('kind')
      .equals(`property.booking.${unitId ?? 'any'}`)
      .sortBy('updatedAt')
      .catch(() => [])
      .then((rows) => live && setDraftId(rows.at(-1)?.id ?? crypto.randomUUID()));
    return () => void (live = false);
  }, [unitId]);
  return { draftId, renew: () => setDraftId(crypto.randomUUID()) };
}
