/** Reads one typed API resource inside a page; a newer key cancels the older request so answers never arrive out of order. */
import { useCallback, useEffect, useState } from 'react';
import { ApiError } from './api.ts';

export interface Read<T> {
  data: T | undefined;
  error: ApiError | undefined;
  loading: boolean;
  reload: () => void;
  /** Replaces the data with a fresher copy, e.g. the answer to a save. */
  set: (data: T) => void;
}

/** `key` names the request (null: none yet); `load` makes it, e.g. `(signal) => read(client.api.x.$get(...))`. */
export function useRead<T>(key: string | null, load: (signal: AbortSignal) => Promise<T>): Read<T> {
  const [state, setState] = useState<{ key: string | null; data?: T; error?: ApiError }>({ key: null });
  const [tick, setTick] = useState(0);
  useEffect(() => {
    if (key === null) return;
    const ctrl = new AbortController();
    load(ctrl.signal).then(
      (data) => setState({ key, data }),
      (error: unknown) => {
        if (ctrl.signal.aborted) return;
        setState({ key, error: error instanceof ApiError ? error : new ApiError(0, String(error)) });
      },
    );
    return () => ctrl.abort();
    // `load` is a new closure each render; the key says when the request changes.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, tick]);
  const reload = useCallback(() => setTick((n) => n + 1), []);
  const set = useCallback((data: T) => setState({ key, data }), [key]);
  const current = state.key === key;
  return {
    data: current ? state.data : undefined,
    error: current ? state.error : undefined,
    loading: key !== null && (!current || (state.data === undefined && state.error === undefined)),
    reload,
    set,
  };
}
