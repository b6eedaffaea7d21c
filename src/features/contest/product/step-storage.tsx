import { PROCESSING, STORAGE } from '../../../../contract/contest.ts';
import { FileField } from '../file-field.tsx';
import { SelectInput, TextInput } from '../form-inputs.tsx';

const RATINGS = ['1', '2', '3', '4', '5'] as const;

/** Where the product is kept and processed, with a photo of the storage place. */
export function StepStorage({ draftId }: { draftId: string }) {
  return (
    <>
      <TextInput name="storage_place" label="contest.field.storage_place" />
      <FileField name="storage_photos" label="contest.field.storage_photos" draftId={draftId} kind="photo" max={2} />
      <SelectInput
        name="processing_type"
        label="contest.field.processing_type"
        options={PROCESSING}
        prefix="contest.processing"
      />
      <SelectInput name="storage_type" label="contest.field.storage_type" options={STORAGE} prefix="contest.storage" />
      <SelectInput
        name="infrastructure_rating"
        label="contest.field.infrastructure_rating"
        options={RATINGS}
        prefix="contest.rating"
      />
    </>
  );
}
