/** The akim (village head) nomination form: four steps over the seed's "Akim nomination" fields. */
import { FormProvider, type FieldValues } from 'react-hook-form';
import type { z } from 'zod';
import { AKIM_NUMBERS, contestAkimSchema } from '../../../../api/schemas/contest.ts';
import { RootError } from '../../../components/ui/field-error.tsx';
import { ConfirmSend } from '../confirm-send.tsx';
import { StepApplicant } from '../step-applicant.tsx';
import { useContestForm } from '../use-contest-form.ts';
import type { Nomination } from '../use-contest-info.ts';
import { Wizard } from '../wizard.tsx';
import { AKIM_FIELDS, AKIM_STEPS } from './akim-steps.ts';
import { StepAkim } from './step-akim.tsx';
import { StepCooperatives } from './step-cooperatives.tsx';
import { StepFigures } from './step-figures.tsx';

const DEFAULTS = {
  form: 'akim',
  in_project: false,
  has_cooperative: false,
  akim_photo: [],
  cooperatives: [],
  confirmations: {},
  ...Object.fromEntries(AKIM_NUMBERS.map((k) => [k, 0])),
};

export function AkimForm({ nomination, draftId }: { nomination: Nomination; draftId: string }) {
  const schema = contestAkimSchema as unknown as z.ZodType<FieldValues, FieldValues>;
  const c = useContestForm(schema, draftId, { ...DEFAULTS, nomination_id: nomination.id }, AKIM_FIELDS);
  if (!c.opened) return null;
  return (
    <FormProvider {...c.form}>
      <form noValidate onSubmit={(e) => e.preventDefault()} data-testid="contest-form">
        <RootError testId="contest-form-error" />
        <Wizard steps={AKIM_STEPS} step={c.step} onBack={c.back} onNext={() => void c.next()}>
          {c.step === 0 && <StepApplicant />}
          {c.step === 1 && <StepAkim draftId={draftId} />}
          {c.step === 2 && <StepFigures draftId={draftId} />}
          {c.step === 3 && <StepCooperatives />}
        </Wizard>
      </form>
      <ConfirmSend
        open={c.confirming}
        nomination={nomination.title}
        onConfirm={() => void c.send()}
        onCancel={() => c.setConfirming(false)}
      />
    </FormProvider>
  );
}
