import { useFormContext } from 'react-hook-form';
import { FormattedMessage } from 'react-intl';
import { FileField } from '../file-field.tsx';
import { DateInput, TextInput } from '../form-inputs.tsx';
import { PlaceSelects } from '../place-selects.tsx';

/** The village and its head: project membership, cooperative, name, photo, place, start in office. */
export function StepAkim({ draftId }: { draftId: string }) {
  const { register } = useFormContext();
  return (
    <>
      <label className="check">
        <input type="checkbox" {...register('in_project')} /> <FormattedMessage id="contest.akim.in_project" />
      </label>
      <label className="check">
        <input type="checkbox" {...register('has_cooperative')} />{' '}
        <FormattedMessage id="contest.akim.has_cooperative" />
      </label>
      <TextInput name="akim_full_name" label="contest.akim.akim_full_name" />
      <FileField name="akim_photo" label="contest.akim.akim_photo" draftId={draftId} kind="photo" max={1} />
      <PlaceSelects
        okrug
        labels={{
          region: 'contest.akim.region',
          district: 'contest.akim.district',
          okrug: 'contest.akim.rural_district',
        }}
      />
      <DateInput name="office_start_date" label="contest.akim.office_start_date" />
    </>
  );
}
