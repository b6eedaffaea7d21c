/**
 * Public answers the device does not hold in the language just chosen. Offline, a language switch
 * cannot fetch the content again; the page keeps the copy it showed in the previous language, and the
 * shell says so once for the whole page (components/ui/language-gap-note.tsx) instead of an error.
 */
import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { useOnline } from './use-online.ts';

export interface LanguageGap {
  /** The language asked for, not saved on this device. */
  wanted: string;
  /** The language of the copy shown instead. */
  shown: string;
}

const gaps = new Map<symbol, LanguageGap>();
const listeners = new Set<() => void>();
let current: LanguageGap | null = null;

/** A query reports its gap (or null once it has the page in the language asked for, or is gone). */
export function reportLanguageGap(query: symbol, gap: LanguageGap | null) {
  if (gap) gaps.set(query, gap);
  else gaps.delete(query);
  const first = gaps.values().next().value ?? null;
  if (first?.wanted === current?.wanted && first?.shown === current?.shown) return;
  current = first;
  listeners.forEach((l) => l());
}

export const useLanguageGap = () =>
  useSyncExternalStore(
    (l) => {
      listeners.add(l);
      return () => listeners.delete(l);
    },
    () => current,
  );

/** A fetch that never reached the server (offline, or nothing saved in the service worker's cache). */
export const isNetworkFailure = (error: unknown) => error instanceof TypeError;

/**
 * The last answer each public path had, in its language: what a language switch offline falls back to.
 * Module-wide, so a page re-created by the switch still finds it; bounded, oldest first out.
 */
export class LastAnswers<T> {
  private readonly map = new Map<string, { locale: string; value: T }>();
  private readonly max = 50;
  set(key: string, locale: string, value: T) {
    this.map.delete(key);
    this.map.set(key, { locale, value });
    if (this.map.size > this.max) this.map.delete(this.map.keys().next().value!);
  }
  /** The last answer for `key` in a language other than `locale`. */
  otherThan(key: string, locale: string) {
    const last = this.map.get(key);
    return last && last.locale !== locale ? last : undefined;
  }
}

/** Reports a copy shown in another language to the shell, and asks again when the connection returns. */
export function useLanguageGapReport(gap: LanguageGap | undefined, retry: () => void) {
  const [id] = useState(() => Symbol('public query'));
  const online = useOnline();
  const wanted = gap?.wanted;
  const shown = gap?.shown;
  useEffect(() => {
    reportLanguageGap(id, wanted && shown ? { wanted, shown } : null);
    return () => reportLanguageGap(id, null);
  }, [id, wanted, shown]);
  // The browser says "online" a moment before requests go through: asked again until the answer comes.
  const again = useRef(retry);
  again.current = retry;
  useEffect(() => {
    if (!online || !shown) return;
    again.current();
    const timer = setInterval(() => again.current(), RETRY_MS);
    return () => clearInterval(timer);
  }, [online, shown]);
}

const RETRY_MS = 5_000;
