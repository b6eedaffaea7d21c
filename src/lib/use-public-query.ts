/**
 * One public API answer for a page: loading, error with retry, the "saved copy" date when it came
 * from the offline cache, and a re-render when the service worker announces fresher content.
 */
import { useCallback, useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { fetchPublic, onContentEvent, readUpdated } from './public-fetch.ts';

export type QueryState<T> =
  { status: 'loading' } | { status: 'error'; error: unknown } | { status: 'ready'; data: T; savedAt: Date | null };

type Keyed<T> = QueryState<T> & { key: string; url?: string; askedAt?: number };

export function usePublicQuery<T>(path: string): QueryState<T> & { retry: () => void } {
  const [attempt, setAttempt] = useState(0);
  // The answer is in a language: switching it asks again at once (offline, from that language's copy).
  const { locale } = useIntl();
  const key = `${path}#${locale}#${attempt}`;
  const [state, setState] = useState<Keyed<T>>({ status: 'loading', key });

  useEffect(() => {
    const ctrl = new AbortController();
    fetchPublic<T>(path, ctrl.signal).then(
      (a) => setState({ status: 'ready', data: a.body, savedAt: a.savedAt, key, url: a.url, askedAt: a.askedAt }),
      (error: unknown) => !ctrl.signal.aborted && setState({ status: 'error', error, key }),
    );
    return () => ctrl.abort();
  }, [path, key]);

  const url = state.key === key ? state.url : undefined;
  const askedAt = state.key === key ? state.askedAt : undefined;
  useEffect(() => {
    if (url === undefined) return;
    return onContentEvent(
      (e) => {
        if (e.url !== url) return;
        if (e.kind === 'revalidated')
          setState((s) => (s.status === 'ready' && s.key === key ? { ...s, savedAt: null } : s));
        else
          void readUpdated<T>(e.cacheName, e.url).then(
            (a) => a && setState({ status: 'ready', data: a.body, savedAt: null, key, url, askedAt: a.askedAt }),
          );
      },
      { url, since: askedAt ?? 0 },
    );
  }, [url, askedAt, key]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  const current: QueryState<T> = state.key === key ? state : { status: 'loading' };
  return { ...current, retry };
}
