/**
 * Saves the draft to the device shortly after every change, and at once when the tab is hidden,
 * closed or replaced by a newer version — so a killed tab or a dead battery loses nothing.
 */
import { useEffect, useRef, useState } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { db, onBeforeClose } from '../../lib/db.ts';
import { saveDraft } from '../../sync/outbox.ts';
import { draftData, type RegistrationValues } from './form-values.ts';

const DEBOUNCE_MS = 250;

export function useAutosave(
  form: UseFormReturn<RegistrationValues>,
  draftId: string,
  kind: string,
  step: number,
  enabled: boolean,
) {
  const [savedAt, setSavedAt] = useState<number | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const stepRef = useRef(step);
  stepRef.current = step;
  const dirty = useRef(false);
  const saveStep = useRef<() => void>(() => undefined);

  useEffect(() => {
    if (!enabled) return;
    const save = async () => {
      if (timer.current) clearTimeout(timer.current);
      timer.current = null;
      if (!dirty.current) return;
      dirty.current = false;
      await saveDraft(db, { id: draftId, kind, data: draftData(form.getValues()), step: stepRef.current });
      setSavedAt(Date.now());
    };
    const schedule = () => {
      dirty.current = true;
      if (timer.current) clearTimeout(timer.current);
      timer.current = setTimeout(() => void save(), DEBOUNCE_MS);
    };
    const sub = form.watch(() => schedule());
    const onHide = () => void save();
    const onVisibility = () => document.visibilityState === 'hidden' && void save();
    window.addEventListener('pagehide', onHide);
    document.addEventListener('visibilitychange', onVisibility);
    const off = onBeforeClose(save);
    saveStep.current = schedule;
    return () => {
      sub.unsubscribe();
      window.removeEventListener('pagehide', onHide);
      document.removeEventListener('visibilitychange', onVisibility);
      off();
      void save();
    };
  }, [enabled, draftId, kind, form]);

  // Moving between steps is a change too: the draft reopens at the step the person was on.
  const savedStep = useRef(step);
  useEffect(() => {
    if (!enabled || savedStep.current === step) return;
    savedStep.current = step;
    saveStep.current();
  }, [step, enabled]);

  return savedAt;
}
