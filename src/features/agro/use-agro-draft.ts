/**
 * An agro application draft on this device, through the shared offline form: each step checks its own
 * fields, the last one everything; a draft is typed in one tab only.
 */
import { agroFormSchema, agroStepOfField, agroSteps } from '../../../contract/agro.ts';
import { useOfflineForm } from '../../lib/use-offline-form.ts';
import { blankAgro, type AgroValues } from './form-values.ts';

export const LAST_STEP = agroSteps.length - 1;
/** Draft kinds: a villager's own and an office tablet's, kept apart on a shared device. */
export const PUBLIC_KIND = 'agro';
export const OFFICE_KIND = 'agro.office';

export function useAgroDraft(draftId: string | undefined, kind: string) {
  return useOfflineForm<AgroValues>({
    draftId,
    kind,
    schema: (step) => (step < LAST_STEP ? agroSteps[step]!.schema : agroFormSchema),
    defaults: blankAgro(),
    steps: agroStepOfField,
    oneTab: true,
  });
}

export type AgroDraft = ReturnType<typeof useAgroDraft>;
