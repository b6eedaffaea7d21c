/**
 * What both nomination forms share: the one zod schema as resolver, the draft restored and autosaved
 * as the person types (without the password), step-by-step checks, the server's per-field errors of a
 * rejected record shown on their fields, and the final queueing in one transaction.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useRef, useState } from 'react';
import { useForm, useWatch, type FieldValues, type Path } from 'react-hook-form';
import type { z } from 'zod';
import { contestFileRefs, type ContestSubmit } from '../../../api/schemas/contest.ts';
import { db, type DraftRow } from '../../lib/db.ts';
import { useAutosave } from '../../lib/use-autosave.ts';
import { submit } from '../../sync/outbox.ts';

export function useContestForm(
  schema: z.ZodType<FieldValues, FieldValues>,
  draft: DraftRow | undefined,
  draftId: string,
  defaults: Record<string, unknown>,
  steps: readonly (readonly string[])[],
) {
  const form = useForm<FieldValues>({
    resolver: zodResolver(schema),
    defaultValues: { ...defaults, ...(draft?.data as object), record_id: draftId },
    mode: 'onTouched',
  });
  const [step, setStep] = useState(Math.min(draft?.step ?? 0, steps.length - 1));
  const [confirming, setConfirming] = useState(false);
  const values = useWatch({ control: form.control });

  // The server's answer to a rejected record, on the fields it names.
  const shownErrors = useRef(false);
  useEffect(() => {
    if (shownErrors.current || !draft?.errors) return;
    shownErrors.current = true;
    for (const [field, ids] of Object.entries(draft.errors))
      form.setError((field === '_' ? 'root' : field) as Path<FieldValues>, { message: ids[0] });
  }, [draft, form]);

  // The shared autosave also saves at once when the tab is hidden or a newer version takes over.
  const { save } = useAutosave();
  useEffect(() => {
    const { password: _secret, ...data } = form.getValues();
    save({ id: draftId, kind: 'contest', data, step });
  }, [values, step, draftId, form, save]);

  const next = async () => {
    const fields = steps[step] as Path<FieldValues>[];
    if (!(await form.trigger(fields, { shouldFocus: true }))) return;
    if (step < steps.length - 1) return setStep(step + 1);
    const ok = await form.trigger(undefined, { shouldFocus: false });
    if (ok) return setConfirming(true);
    const errors = Object.keys(form.formState.errors);
    const first = steps.findIndex((s) => s.some((f) => errors.includes(f)));
    if (first >= 0) setStep(first);
  };

  const send = async () => {
    setConfirming(false);
    const args = schema.parse(form.getValues()) as ContestSubmit;
    const { password: _secret, ...data } = form.getValues();
    await submit(db, {
      id: draftId,
      kind: 'contest',
      data,
      step,
      name: 'contest.submit',
      args,
      fileIds: [...new Set(Object.values(contestFileRefs(args)).flat())],
    });
  };

  return { form, step, setStep, next, back: () => setStep(Math.max(0, step - 1)), confirming, setConfirming, send };
}
