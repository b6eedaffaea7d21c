import { FormattedMessage } from 'react-intl';
import { PhoneInput, TextInput } from './form-inputs.tsx';

export const APPLICANT_FIELDS = ['full_name', 'iin', 'phone', 'password'] as const;

/** Who applies; the IIN and password create (or sign in to) the applicant account when the link allows. */
export function StepApplicant() {
  return (
    <>
      <TextInput name="full_name" label="contest.field.full_name" />
      <TextInput name="iin" label="contest.field.iin" hint="contest.hint.iin" />
      <PhoneInput name="phone" label="contest.field.phone" />
      <TextInput name="password" label="contest.field.password" type="password" hint="contest.hint.password" />
      <p className="field-hint">
        <FormattedMessage id="contest.hint.offline" />
      </p>
    </>
  );
}
