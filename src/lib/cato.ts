/**
 * The KATO tree (regions → districts → rural okrugs) for address selects. Fetched from
 * /api/common_data when online and kept in Dexie, so a tablet that was online once works offline all day.
 */
import { useLiveQuery } from 'dexie-react-hooks';
import { useEffect } from 'react';
import { db } from './db.ts';
import { currentLocale } from './intl.ts';
import { catoKey as key, refreshCato as refresh } from './reference-data.ts';

export interface CatoNode {
  id: number;
  name: string;
  items?: CatoNode[];
}

/** The tree in the current language (or any language saved before); undefined until known, null if never loaded. */
export function useCato(): CatoNode[] | null | undefined {
  const locale = currentLocale() ?? 'kk';
  useEffect(() => {
    refresh(locale).catch(() => undefined); // offline: the saved copy serves
  }, [locale]);
  return useLiveQuery(async () => {
    const own = await db.meta.get(key(locale));
    if (own) return own.value as CatoNode[];
    const any = await db.meta.where('key').startsWith('cato:').first();
    return (any?.value as CatoNode[] | undefined) ?? null;
  }, [locale]);
}

export const children = (nodes: CatoNode[] | null | undefined, id: unknown): CatoNode[] =>
  nodes?.find((n) => String(n.id) === String(id))?.items ?? [];
