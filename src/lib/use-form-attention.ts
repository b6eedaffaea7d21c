/**
 * What every form does with its errors (ADR 111), for the offline-form hook and for online forms alike:
 *
 * - a check shows all the errors it finds at once, never one round per press;
 * - a field in error is checked again as it is edited, so "Required" goes as soon as it is filled;
 * - nothing is checked on blur: pressing Next blurs the field first, and an error line that vanished
 *   then moved the button from under the pointer — the press was lost (the contest wizard's "first
 *   Next does nothing");
 * - after a failed check or submit (the schema's errors, a 422, a rejection shown by hand) the step of
 *   the first error opens, its field takes the focus and the count is said in the page's live region.
 *
 * A form's own `useForm` should pass `shouldFocusError: false` (this focuses in reading order instead).
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { useIntl } from 'react-intl';
import { announce } from './announce.ts';
import { errorNames, firstControlOf, withinFields } from './form-attention.ts';
import { firstErrorStep, type StepFields } from './form-steps.ts';

export interface FormAttentionOptions {
  /** Which step holds which field, so a failed check of the whole form opens the step of the first error. */
  steps?: StepFields | undefined;
  openStep?: ((step: number) => void) | undefined;
}

export interface FormAttention {
  /** Checks these fields (all when none are named) at once; on failure draws attention to the errors. */
  check(fields?: readonly string[]): Promise<boolean>;
  /** Draws attention to the errors the form holds now (among `fields` when named). */
  attend(fields?: readonly string[]): void;
  /** How many fields are in error since the last failed check, 0 once they are all corrected. */
  errorCount: number;
}

export function useFormAttention<T extends FieldValues>(
  form: UseFormReturn<T>,
  options: FormAttentionOptions = {},
): FormAttention {
  const intl = useIntl();
  const latest = useRef({ options, intl });
  latest.current = { options, intl };
  /** The last failed check: which fields to focus among, and how many were wrong. */
  const [shown, setShown] = useState<{ names: string[]; count: number }>();

  const attend = useCallback(
    (fields?: readonly string[]) => {
      // The control's state, not the render's snapshot: this runs right after a check, before any render.
      const all = errorNames(form.control._formState.errors);
      const names = fields ? all.filter((n) => withinFields(n, fields)) : all;
      if (!names.length) return;
      const { steps, openStep } = latest.current.options;
      if (!fields && steps && openStep) openStep(firstErrorStep(steps, Object.fromEntries(names.map((n) => [n, []]))));
      setShown({ names, count: names.length });
    },
    [form],
  );

  // Once the errors (and the step holding the first) are on screen: focus the first, say how many.
  useEffect(() => {
    if (!shown) return;
    const first = firstControlOf(document, shown.names);
    first?.focus({ preventScroll: true });
    first?.scrollIntoView({ block: 'center' });
    announce(latest.current.intl.formatMessage({ id: 'form.errorCount' }, { count: shown.count }));
  }, [shown]);

  // A field in error is checked again at each edit; the others wait for the next check.
  useEffect(() => {
    const sub = form.watch((_, { name }) => {
      if (name && form.getFieldState(name).invalid) void form.trigger(name);
    });
    return () => sub.unsubscribe();
  }, [form]);

  // A submit that failed — the schema's errors, or errors its handler put on the fields (a 422).
  useEffect(() => {
    let seen = form.control._formState.submitCount;
    return form.subscribe({
      formState: { submitCount: true },
      callback: (s) => {
        if (s.submitCount === seen) return;
        seen = s.submitCount ?? seen;
        if (!s.isSubmitSuccessful) attend();
      },
    });
  }, [form, attend]);

  const check = useCallback(
    async (fields?: readonly string[]) => {
      const ok = await form.trigger(fields as Path<T>[] | undefined);
      if (ok) setShown(undefined);
      else attend(fields);
      return ok;
    },
    [form, attend],
  );

  const errorCount = shown ? errorNames(form.formState.errors).length : 0;
  return { check, attend, errorCount };
}
