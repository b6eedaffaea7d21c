/**
 * A registration draft on this device, through the shared offline form: the step-by-step schema (each
 * step checks its own fields, the last one everything) and the password never stored.
 */
import { registrationSchema, registrationSteps, selfFormSchema, stepOfField } from '../../../contract/registration.ts';
import { useOfflineForm } from '../../lib/use-offline-form.ts';
import { blankRegistration, type RegistrationValues } from './form-values.ts';

export const LAST_STEP = registrationSteps.length - 1;

export function useRegistrationDraft(draftId: string | undefined, kind: string, self: boolean) {
  return useOfflineForm<RegistrationValues>({
    draftId,
    kind,
    schema: (step) => (step < LAST_STEP ? registrationSteps[step]!.schema : self ? selfFormSchema : registrationSchema),
    defaults: blankRegistration(),
    secret: ['password'],
    steps: stepOfField,
    // A staff tablet may have two tabs on the register page: each person's draft is typed in one tab only.
    oneTab: !self,
  });
}

export type RegistrationDraft = ReturnType<typeof useRegistrationDraft>;
