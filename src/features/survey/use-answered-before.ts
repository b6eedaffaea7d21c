/**
 * Whether the IIN typed in the survey form has answered this survey before (issue 33 point 4), so the
 * collector sees it before a person is counted twice. Offline first: this device's own sent or waiting
 * answer sets of the survey; a trainer in a flow online also asks the server, which knows every device's.
 */
import { useLiveQuery } from 'dexie-react-hooks';
import { useEffect, useState } from 'react';
import type { PerPerson } from '../../../contract/survey.ts';
import { isValidIin } from '../../../contract/iin.ts';
import { readRoute } from '../../lib/api.ts';
import { db } from '../../sync/db.ts';
import { useOnline } from '../../lib/use-online.ts';

export interface AnsweredBefore {
  /** Answer sets this IIN gave the survey, as far as the device and the server know. */
  count: number;
  perPerson: PerPerson | null;
}

export function useAnsweredBefore(
  surveyId: number,
  draftId: string,
  typed: string,
  askServer: boolean,
): AnsweredBefore | null {
  const iin = typed.replace(/\s/g, '');
  const valid = isValidIin(iin);
  const online = useOnline();
  const onDevice = useLiveQuery(
    async () =>
      valid
        ? db.drafts
            .where('kind')
            .startsWith(`survey.${surveyId}`)
            .filter(
              (d) =>
                (d.kind === `survey.${surveyId}` || d.kind.startsWith(`survey.${surveyId}.`)) &&
                d.id !== draftId &&
                (d.status === 'queued' || d.status === 'sent') &&
                (d.data as { iin?: string } | undefined)?.iin?.replace(/\s/g, '') === iin,
            )
            .count()
        : 0,
    [surveyId, draftId, iin, valid],
  );
  const [server, setServer] = useState<{ iin: string; count: number; perPerson: PerPerson } | null>(null);
  useEffect(() => {
    if (!valid || !askServer || !online) return;
    const abort = new AbortController();
    readRoute('/surveys/:id/answered', { param: { id: surveyId }, query: { iin } }, abort.signal)
      .then(({ data }) => setServer({ iin, count: data.count, perPerson: data.per_person }))
      // Offline or refused: the device's own count still warns.
      .catch(() => undefined);
    return () => abort.abort();
  }, [surveyId, iin, valid, askServer, online]);
  if (!valid) return null;
  const known = server?.iin === iin ? server : null;
  // The server counts what reached it; this device may hold answers still waiting to be sent.
  const count = Math.max(onDevice ?? 0, known?.count ?? 0);
  return count > 0 ? { count, perPerson: known?.perPerson ?? null } : null;
}
