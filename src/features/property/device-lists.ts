/**
 * Favourites and the compare list, kept on this device only (no account, nothing sent): unit ids in
 * localStorage, shared by every tab through the storage event.
 */
import { useCallback, useSyncExternalStore } from 'react';

export type DeviceList = 'favourites' | 'compare';
/** Comparing more than four flats side by side does not fit a phone. */
export const COMPARE_LIMIT = 4;

const key = (list: DeviceList) => `property.${list}`;
const listeners = new Set<() => void>();

function read(list: DeviceList): number[] {
  try {
    const v = JSON.parse(localStorage.getItem(key(list)) ?? '[]') as unknown;
    return Array.isArray(v) ? v.filter((n): n is number => Number.isInteger(n)) : [];
  } catch {
    return [];
  }
}

const cache = new Map<DeviceList, { raw: string | null; ids: number[] }>();
function snapshot(list: DeviceList): number[] {
  const raw = localStorage.getItem(key(list));
  const hit = cache.get(list);
  if (hit && hit.raw === raw) return hit.ids;
  const ids = read(list);
  cache.set(list, { raw, ids });
  return ids;
}

function subscribe(cb: () => void) {
  listeners.add(cb);
  window.addEventListener('storage', cb);
  return () => {
    listeners.delete(cb);
    window.removeEventListener('storage', cb);
  };
}

export function toggleIn(list: DeviceList, id: number) {
  const ids = read(list);
  const next = ids.includes(id) ? ids.filter((x) => x !== id) : [...ids, id];
  if (list === 'compare' && next.length > COMPARE_LIMIT) next.shift();
  localStorage.setItem(key(list), JSON.stringify(next));
  listeners.forEach((l) => l());
}

export function useDeviceList(list: DeviceList) {
  const ids = useSyncExternalStore(subscribe, () => snapshot(list));
  const toggle = useCallback((id: number) => toggleIn(list, id), [list]);
  return { ids, toggle };
}
