/**
 * The contest's settings and nominations: fetched when online and kept in IndexedDB, so the pages
 * and forms work offline after one visit.
 */
import { useLiveQuery } from 'dexie-react-hooks';
import { useEffect } from 'react';
import type { Category } from '../../../api/schemas/contest.ts';
import { api } from '../../lib/api.ts';
import type { Answer, client } from '../../lib/api-client.ts';
import { db } from '../../lib/db.ts';
import { currentLocale } from '../../lib/intl.ts';

export interface Nomination {
  id: number;
  slug: string;
  kind: 'product' | 'akim';
  category: Category | null;
  title: string;
  description: string;
  prize: number;
}

export interface ContestInfo {
  settings: { year: number; opens_at: number; closes_at: number; grace_hours: number; open: boolean };
  nominations: Nomination[];
}

const key = () => `contest.info.${currentLocale() ?? 'kk'}`;

export function useContestInfo(): ContestInfo | null | undefined {
  const k = key();
  useEffect(() => {
    api<Answer<typeof client.api.public.contest.$get>>('/public/contest').then(
      ({ data }) => db.meta.put({ key: k, value: data }),
      () => undefined, // offline: the stored copy stays
    );
  }, [k]);
  return useLiveQuery(async () => ((await db.meta.get(k))?.value as ContestInfo | undefined) ?? null, [k]);
}
