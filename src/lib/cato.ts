/**
 * The KATO tree (regions → districts → rural okrugs) for address selects. Fetched from
 * /api/common_data when online and kept in Dexie, so a tablet that was online once works offline all day.
 */
import { useLiveQuery } from 'dexie-react-hooks';
import { useEffect } from 'react';
import type { CatoNode } from '../../contract/reference.ts';
import { db } from '../sync/db.ts';
import { currentLocale } from './intl.ts';
import { catoKey as key, refreshCato as refresh } from './reference-data.ts';

export type { CatoNode };

/** The tree in the current language (or any language saved before); undefined until known, null if never loaded. */
export function useCato(): CatoNode[] | null | undefined {
  const locale = currentLocale() ?? 'kk';
  useEffect(() => {
    refresh(locale).catch(() => undefined); // offline: the saved copy serves
  }, [locale]);
  return useLiveQuery(async () => {
    const own = await db.meta.get(key(locale));
    if (own) return own.value as CatoNode[];
    // Another language's copy of this version, else any copy saved before (offline, never refreshed).
    const any =
      (await db.meta.where('key').startsWith(key('')).first()) ??
      (await db.meta.where('key').startsWith('cato:').first());
    return (any?.value as CatoNode[] | undefined) ?? null;
  }, [locale]);
}

/** A unit anywhere in the tree by its KATO code. */
export function findCato(nodes: CatoNode[] | null | undefined, id: unknown): CatoNode | undefined {
  for (const n of nodes ?? []) {
    if (String(n.id) === String(id)) return n;
    const inner = findCato(n.items, id);
    if (inner) return inner;
  }
  return undefined;
}

export const children = (nodes: CatoNode[] | null | undefined, id: unknown): CatoNode[] =>
  nodes?.find((n) => String(n.id) === String(id))?.items ?? [];

/** A unit's name in the current language from the device's KATO copy, else the name given with the record. */
export function useCatoName(id: number | null | undefined, fallback: string | null): string | null {
  const cato = useCato();
  return (id !== null && id !== undefined ? findCato(cato, id)?.name : undefined) ?? fallback;
}
