/**
 * The published survey a runner shows: fetched when online and kept in IndexedDB, so a trainer's
 * tablet that opened it once at the office keeps working in a village hall with no signal. Undefined
 * while unknown, null when it was never loaded here (or is no longer published).
 */
import { useLiveQuery } from 'dexie-react-hooks';
import { useEffect, useState } from 'react';
import type { Definition, Label, SurveyType } from '../../../contract/survey.ts';
import { ApiError, readRoute } from '../../lib/api.ts';
import { db } from '../../sync/db.ts';

export interface PublishedSurvey {
  id: number;
  type: SurveyType;
  title: Label;
  version: number;
  definition: Definition;
}

const key = (id: number) => `survey.definition.${id}`;

export function useSurveyDefinition(id: number): PublishedSurvey | null | undefined {
  const [settled, setSettled] = useState(false);
  useEffect(() => {
    readRoute('/public/surveys/:id', { param: { id } })
      .then(({ data }) => db.meta.put({ key: key(id), value: data }))
      .catch((e: unknown) => {
        // Withdrawn: forget it, so no one starts new answers; offline: the saved copy serves.
        if (e instanceof ApiError && e.status === 404) return db.meta.delete(key(id));
      })
      .finally(() => setSettled(true));
  }, [id]);
  const saved = useLiveQuery(
    async () => ((await db.meta.get(key(id)))?.value as PublishedSurvey | undefined) ?? null,
    [id],
  );
  return saved === null && !settled ? undefined : saved;
}
