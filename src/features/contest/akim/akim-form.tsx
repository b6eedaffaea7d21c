/** The akim (village head) nomination form: four steps over the seed's "Akim nomination" fields. */
import type { FieldValues } from 'react-hook-form';
import type { z } from 'zod';
import { AKIM_NUMBERS, contestAkimSchema } from '../../../../contract/contest.ts';
import { ContestWizardForm } from '../contest-wizard-form.tsx';
import { StepApplicant } from '../step-applicant.tsx';
import { useContestForm } from '../use-contest-form.ts';
import type { Nomination } from '../use-contest-info.ts';
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
    <ContestWizardForm c={c} steps={AKIM_STEPS} nominationTitle={nomination.title}>
      {c.step === 0 && <StepApplicant />}
      {c.step === 1 && <StepAkim draftId={draftId} />}
      {c.step === 2 && <StepFigures draftId={draftId} />}
      {c.step === 3 && <StepCooperatives />}
    </ContestWizardForm>
  );
}
