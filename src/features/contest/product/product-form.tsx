/** The product nomination form: five steps over the seed's "Contest application" fields. */
import type { FieldValues } from 'react-hook-form';
import type { z } from 'zod';
import { contestProductSchema } from '../../../../contract/contest.ts';
import { ContestWizardForm } from '../contest-wizard-form.tsx';
import { StepApplicant } from '../step-applicant.tsx';
import { useContestForm } from '../use-contest-form.ts';
import type { Nomination } from '../use-contest-info.ts';
import { PRODUCT_FIELDS, PRODUCT_STEPS } from './product-steps.ts';
import { StepFiles } from './step-files.tsx';
import { StepPeople } from './step-people.tsx';
import { StepProduct } from './step-product.tsx';
import { StepStorage } from './step-storage.tsx';

const DEFAULTS = {
  form: 'product',
  sales_market: [],
  logo_images: [],
  package_images: [],
  declaration_file: [],
  sanitary_file: [],
  storage_photos: [],
  livestock_count: 0,
  poultry_count: 0,
  fish_count: 0,
  hired_workers: 0,
  cooperative_members: 0,
};

export function ProductForm({ nomination, draftId }: { nomination: Nomination; draftId: string }) {
  const c = useContestForm(
    contestProductSchema as unknown as z.ZodType<FieldValues, FieldValues>,
    draftId,
    { ...DEFAULTS, nomination_id: nomination.id },
    PRODUCT_FIELDS,
  );
  if (!c.opened) return null;
  return (
    <ContestWizardForm c={c} steps={PRODUCT_STEPS} nominationTitle={nomination.title}>
      {c.step === 0 && <StepApplicant />}
      {c.step === 1 && <StepProduct category={nomination.category ?? 'dairy'} />}
      {c.step === 2 && <StepPeople />}
      {c.step === 3 && <StepStorage draftId={draftId} />}
      {c.step === 4 && <StepFiles draftId={draftId} />}
    </ContestWizardForm>
  );
}
