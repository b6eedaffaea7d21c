/**
 * Autosaves a form's draft on every change (debounced), and at once when the page is hidden or a
 * newer version of the app takes over, so a killed tab or a dead battery loses at most a keystroke.
 */
import { useCallback, useEffect, useRef } from 'react';
import { saveDraft, type DraftInput } from '../sync/outbox.ts';
import { db, onBeforeClose } from './db.ts';

const DELAY_MS = 400;

export function useAutosave(onError?: (e: unknown) => void) {
  const pending = useRef<DraftInput | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  const flush = useCallback(async () => {
    clearTimeout(timer.current);
    const draft = pending.current;
    pending.current = null;
    if (draft) await saveDraft(db, draft).catch((e: unknown) => onError?.(e));
  }, [onError]);

  useEffect(() => {
    const hide = () => void flush();
    const off = onBeforeClose(flush);
    window.addEventListener('pagehide', hide);
    document.addEventListener('visibilitychange', hide);
    return () => {
      off();
      window.removeEventListener('pagehide', hide);
      document.removeEventListener('visibilitychange', hide);
      void flush();
    };
  }, [flush]);

  /** Schedules a save of this state of the draft. */
  const save = useCallback(
    (draft: DraftInput) => {
      pending.current = draft;
      clearTimeout(timer.current);
      timer.current = setTimeout(() => void flush(), DELAY_MS);
    },
    [flush],
  );

  return { save, flush };
}
