/**
 * Favourites and the compare list, kept on this device only (no account, nothing sent): each unit with
 * what the lists show of it — project, building, rooms, area, floor, finish, price, status, layout — so
 * the favourites page and the compare view open offline (ADR 119). A chessboard the visitor opens again
 * refreshes the saved units of its building. Shared by every tab through the storage event.
 */
import { useCallback, useSyncExternalStore } from 'react';
import type { Board, BoardUnit } from './types.ts';

export type DeviceList = 'favourites' | 'compare';
/** Comparing more than four flats side by side does not fit a phone. */
export const COMPARE_LIMIT = 4;

/** What the lists keep of a board's unit, in this order (a refresh compares the kept copy as JSON). */
const KEPT = [
  'id',
  'building_id',
  'section',
  'floor',
  'number',
  'kind',
  'rooms',
  'area',
  'price',
  'price_m2',
  'finish',
  'status',
  'layout_image',
  'reserved_until',
] as const satisfies readonly (keyof BoardUnit)[];

/** A unit as it was when the visitor last saw its chessboard. */
export type SavedUnit = Pick<BoardUnit, (typeof KEPT)[number]> & {
  building: string;
  project_id: number;
  project: Record<string, string>;
  /** The chessboard's "prices as of" when the unit was last seen. */
  as_of: number;
};

/** A unit ticked before lists kept their units (only its id was saved): its chessboard fills it in. */
export type SavedEntry = { id: number; unit: SavedUnit | null };

const key = (list: DeviceList) => `property.${list}`;
const listeners = new Set<() => void>();

function read(list: DeviceList): SavedEntry[] {
  try {
    const v = JSON.parse(localStorage.getItem(key(list)) ?? '[]') as unknown;
    if (!Array.isArray(v)) return [];
    return v.flatMap((e: unknown): SavedEntry[] => {
      if (Number.isInteger(e)) return [{ id: e as number, unit: null }];
      const u = e as Partial<SavedUnit> | null;
      return u && Number.isInteger(u.id) && typeof u.number === 'string' ? [{ id: u.id!, unit: u as SavedUnit }] : [];
    });
  } catch {
    return [];
  }
}

function write(list: DeviceList, entries: SavedEntry[]) {
  localStorage.setItem(key(list), JSON.stringify(entries.map((e) => e.unit ?? e.id)));
  listeners.forEach((l) => l());
}

const cache = new Map<DeviceList, { raw: string | null; entries: SavedEntry[] }>();
function snapshot(list: DeviceList): SavedEntry[] {
  const raw = localStorage.getItem(key(list));
  const hit = cache.get(list);
  if (hit && hit.raw === raw) return hit.entries;
  const entries = read(list);
  cache.set(list, { raw, entries });
  return entries;
}

function subscribe(cb: () => void) {
  listeners.add(cb);
  window.addEventListener('storage', cb);
  return () => {
    listeners.delete(cb);
    window.removeEventListener('storage', cb);
  };
}

export const savedUnit = (board: Board, u: BoardUnit): SavedUnit => ({
  ...(Object.fromEntries(KEPT.map((k) => [k, u[k]])) as Pick<BoardUnit, (typeof KEPT)[number]>),
  building: board.name,
  project_id: board.project.id,
  project: board.project.name as Record<string, string>,
  as_of: board.prices_as_of ?? 0,
});

export function toggleIn(list: DeviceList, unit: SavedUnit) {
  const entries = read(list);
  const next = entries.some((e) => e.id === unit.id)
    ? entries.filter((e) => e.id !== unit.id)
    : [...entries, { id: unit.id, unit }];
  if (list === 'compare' && next.length > COMPARE_LIMIT) next.shift();
  write(list, next);
}

export function removeFrom(list: DeviceList, id: number) {
  write(
    list,
    read(list).filter((e) => e.id !== id),
  );
}

/** The board just shown is newer than what the lists kept of its units: price, status and layout change. */
export function refreshSaved(board: Board) {
  const units = new Map(board.units.map((u) => [u.id, u]));
  for (const list of ['favourites', 'compare'] as const) {
    const entries = read(list);
    let changed = false;
    const next = entries.map((e) => {
      const u = units.get(e.id);
      // A saved copy of the board older than what the list kept (seen online before) changes nothing.
      if (!u || (e.unit && (board.prices_as_of ?? 0) < e.unit.as_of)) return e;
      const unit = savedUnit(board, u);
      if (JSON.stringify(e.unit) === JSON.stringify(unit)) return e;
      changed = true;
      return { id: e.id, unit };
    });
    if (changed) write(list, next);
  }
}

export function useDeviceList(list: DeviceList) {
  const entries = useSyncExternalStore(subscribe, () => snapshot(list));
  const has = useCallback((id: number) => entries.some((e) => e.id === id), [entries]);
  const toggle = useCallback((unit: SavedUnit) => toggleIn(list, unit), [list]);
  const remove = useCallback((id: number) => removeFrom(list, id), [list]);
  return { entries, has, toggle, remove };
}
