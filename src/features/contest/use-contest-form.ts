/**
 * What both nomination forms share, on top of the shared offline form (draft restored, autosaved
 * without the password, the server's reasons on their fields): the nomination's zod schema,
 * step-by-step checks, a confirmation, and the record queued with its files.
 */
import { useState } from 'react';
import type { FieldValues } from 'react-hook-form';
import type { z } from 'zod';
import { contestFileRefs, type ContestSubmit } from '../../../contract/contest.ts';
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

  // The step's errors all at once; the last step checks the whole record, and a failure opens the
  // step of the first error (the shared hook focuses it and says how many).
  const next = async () => {
    if (!(await f.check(steps[step]))) return;
    if (step < steps.length - 1) return setStep(step + 1);
    if (await f.check()) setConfirming(true);
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
    errorCount: f.errorCount,
    confirming,
    setConfirming,
    send,
  };
}
