import { MARKETS } from '../../../../contract/contest.ts';
import { Checkboxes, TextInput } from '../form-inputs.tsx';

/** Who works in the business and where it sells. */
export function StepPeople() {
  return (
    <>
      <TextInput name="family_members" label="contest.field.family_members" type="number" />
      <TextInput name="hired_workers" label="contest.field.hired_workers" type="number" />
      <TextInput name="hired_job_titles" label="contest.field.hired_job_titles" />
      <Checkboxes name="sales_market" label="contest.field.sales_market" options={MARKETS} prefix="contest.market" />
      <TextInput name="social_link" label="contest.field.social_link" type="url" />
      <TextInput name="cooperative_name" label="contest.field.cooperative_name" />
      <TextInput name="cooperative_members" label="contest.field.cooperative_members" type="number" />
    </>
  );
}
