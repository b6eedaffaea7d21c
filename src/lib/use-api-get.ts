/** Reads one API resource for a page; a newer path cancels the older request so answers never arrive out of order. */
import { useCallback, useEffect, useState } from 'react';
import { api, ApiError } from './api.ts';

export interface ApiGet<T> {
  data: T | undefined;
  error: ApiError | undefined;
  loading: boolean;
  reload: () => void;
  /** Replaces the data with a fresher copy, e.g. the answer to a save. */
  set: (data: T) => void;
}

export function useApiGet<T>(path: string | null): ApiGet<T> {
  const [state, setState] = useState<{ path: string | null; data?: T; error?: ApiError }>({ path: null });
  const [tick, setTick] = useState(0);
  useEffect(() => {
    if (!path) return;
    const ctrl = new AbortController();
    api<T>(path, { signal: ctrl.signal }).then(
      (data) => setState({ path, data }),
      (error: unknown) => {
        if (ctrl.signal.aborted) return;
        setState({ path, error: error instanceof ApiError ? error : new ApiError(0, String(error)) });
      },
    );
    return () => ctrl.abort();
  }, [path, tick]);
  const reload = useCallback(() => setTick((n) => n + 1), []);
  const set = useCallback((data: T) => setState({ path, data }), [path]);
  const current = state.path === path;
  return {
    data: current ? state.data : undefined,
    error: current ? state.error : undefined,
    loading: Boolean(path) && (!current || (state.data === undefined && state.error === undefined)),
    reload,
    set,
  };
}

export type ApiData<T> =
  | { state: 'loading' | 'error'; data?: undefined; meta?: undefined }
  | { state: 'loaded'; data: T; meta?: Record<string, number> };

/** The same request for `{data, meta}` answers, as a state the list-state components understand. */
export function useApiData<T>(path: string): ApiData<T> & { retry: () => void } {
  const res = useApiGet<{ data: T; meta?: Record<string, number> }>(path);
  const value: ApiData<T> = res.data
    ? { state: 'loaded', data: res.data.data, ...(res.data.meta ? { meta: res.data.meta } : {}) }
    : { state: res.error ? 'error' : 'loading' };
  return { ...value, retry: res.reload };
}
