/**
 * What both nomination forms share, on top of the shared offline form (draft restored, autosaved
 * without the password, the server's reasons on their fields): the nomination's zod schema,
 * step-by-step checks, a confirmation, and the record queued with its files.
 */
import { useState } from 'react';
import type { FieldValues, Path } from 'react-hook-form';
import type { z } from 'zod';
import { contestFileRefs, type ContestSubmit } from '../../../api/schemas/contest.ts';
import { useOfflineForm } from '../../lib/use-offline-form.ts';

export const CONTEST_KIND = 'contest';

export function useContestForm(
  schema: z.ZodType<FieldValues, FieldValues>,
  draftId: string,
  defaults: Record<string, unknown>,
  steps: readonly (readonly string[])[],
) {
  const f = useOfflineForm<FieldValues>({
    draftId,
    kind: CONTEST_KIND,
    schema,
    defaults: { ...defaults, record_id: draftId },
    secret: ['password'],
    steps,
  });
  const { form, step, setStep } = f;
  const [confirming, setConfirming] = useState(false);

  const next = async () => {
    const fields = steps[step] as Path<FieldValues>[];
    if (!(await form.trigger(fields, { shouldFocus: true }))) return;
    if (step < steps.length - 1) return setStep(step + 1);
    const ok = await form.trigger(undefined, { shouldFocus: false });
    if (ok) return setConfirming(true);
    const errors = Object.keys(form.formState.errors);
    const first = steps.findIndex((s) => s.some((name) => errors.includes(name)));
    if (first >= 0) setStep(first);
  };

  const send = async () => {
    setConfirming(false);
    // The password travels in the mutation (the account is made from it once online), never in the draft.
    const args = schema.parse(form.getValues()) as ContestSubmit;
    await f.submit('contest.submit', args, [...new Set(Object.values(contestFileRefs(args)).flat())]);
  };

  return {
    form,
    opened: f.opened,
    step,
    next,
    back: () => setStep(Math.max(0, step - 1)),
    confirming,
    setConfirming,
    send,
  };
}
