/**
 * The contest's settings and nominations: fetched when online and kept in IndexedDB, so the pages
 * and forms work offline after one visit.
 */
import { useLiveQuery } from 'dexie-react-hooks';
import { useEffect } from 'react';
import type { Category } from '../../../contract/contest.ts';
import { db } from '../../sync/db.ts';
import { currentLocale } from '../../lib/intl.ts';
import { contestInfoKey, refreshContestInfo } from '../../lib/reference-data.ts';

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

export function useContestInfo(): ContestInfo | null | undefined {
  const locale = currentLocale() ?? 'kk';
  const k = contestInfoKey(locale);
  useEffect(() => {
    refreshContestInfo(locale).catch(() => undefined); // offline: the stored copy stays
  }, [locale]);
  return useLiveQuery(async () => ((await db.meta.get(k))?.value as ContestInfo | undefined) ?? null, [k]);
}
