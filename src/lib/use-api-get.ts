/** A GET against the API with loading, error and retry; the service worker keeps a saved copy for offline. */
import { useEffect, useState } from 'react';
import { api } from './api.ts';
import { useIntlState } from './intl.ts';

export type ApiGet<T> =
  | { state: 'loading' | 'error'; data?: undefined; meta?: undefined }
  | { state: 'loaded'; data: T; meta?: Record<string, number> };

export function useApiGet<T>(path: string): ApiGet<T> & { retry: () => void } {
  const locale = useIntlState()?.locale;
  const [attempt, setAttempt] = useState(0);
  const [result, setResult] = useState<{ key: string; value: ApiGet<T> } | null>(null);
  const key = `${locale}:${path}:${attempt}`;
  useEffect(() => {
    const ctrl = new AbortController();
    api<{ data: T; meta?: Record<string, number> }>(path, { signal: ctrl.signal }).then(
      (body) => setResult({ key, value: { state: 'loaded', data: body.data, meta: body.meta } }),
      () => !ctrl.signal.aborted && setResult({ key, value: { state: 'error' } }),
    );
    return () => ctrl.abort();
  }, [key, path]);
  const value: ApiGet<T> = result?.key === key ? result.value : { state: 'loading' };
  return { ...value, retry: () => setAttempt((a) => a + 1) };
}
