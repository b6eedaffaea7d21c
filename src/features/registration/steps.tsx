/** The first four steps of the registration form: personal, contacts and address, family and finances, training. */
import { useFormContext, useWatch } from 'react-hook-form';
import { FormattedMessage } from 'react-intl';
import { ageOn, checkIin } from '../../../contract/iin.ts';
import { todayInKazakhstan } from '../../../contract/kazakhstan-time.ts';
import {
  EDUCATION_GOALS,
  EDUCATION_LEVELS,
  GENDERS,
  SOCIAL_STATUSES,
  TRAINING_LANGUAGES,
} from '../../../contract/registration.ts';
import { useIinFacts } from '../../lib/iin-facts.ts';
import type { RegistrationValues } from './form-values.ts';
import { ChoiceInput, DateInput, PhoneInput, TextArea, TextInput, YesNoInput } from './inputs.tsx';
import { FlowChoice } from './flow-choice.tsx';
import { KatoSelects } from './kato-selects.tsx';

/** Age is derived from the birthday (or the IIN) and shown, never typed. */
function AgeShown() {
  const { control } = useFormContext<RegistrationValues>();
  const [birthday, iin] = useWatch({ control, name: ['birthday', 'iin'] });
  const parsed = checkIin(iin.replace(/\s/g, ''));
  const from = /^\d{4}-\d{2}-\d{2}$/.test(birthday) ? birthday : parsed.ok ? parsed.facts.birthday : '';
  const age = from ? ageOn(from, todayInKazakhstan()) : null;
  return (
    <div className="field derived" data-testid="age">
      <span className="label">
        <FormattedMessage id="registration.field.age" />
      </span>
      <output>
        {age !== null && age >= 0 && age < 130 ? <FormattedMessage id="registration.ageValue" values={{ age }} /> : '—'}
      </output>
      <p className="field-hint">
        <FormattedMessage id="registration.ageHint" />
      </p>
    </div>
  );
}

/** A valid IIN fills the birth date and gender (still editable). */
const IIN_FACTS = { iin: 'iin', birthday: 'birthday', gender: 'gender' } as const;

export function PersonalStep() {
  useIinFacts<RegistrationValues>(IIN_FACTS);
  return (
    <>
      <TextInput name="fio" autoComplete="name" />
      <TextInput name="iin" inputMode="numeric" maxLength={14} autoComplete="off" />
      <ChoiceInput name="gender" list="gender" values={GENDERS} />
      <DateInput name="birthday" />
      <AgeShown />
    </>
  );
}

export function ContactsStep({ allowedDistricts }: { allowedDistricts?: number[] | undefined }) {
  return (
    <>
      <PhoneInput name="phone" />
      <PhoneInput name="phone_2" />
      <TextInput name="email" type="email" autoComplete="email" />
      <KatoSelects
        region="region_id"
        district="district_id"
        okrug="rural_okrug_id"
        allowedDistricts={allowedDistricts}
      />
      <TextInput name="locality" />
      <TextInput name="residence_address" autoComplete="street-address" />
    </>
  );
}

export function FamilyStep() {
  const { control } = useFormContext<RegistrationValues>();
  const hasLoans = useWatch({ control, name: 'has_loans' });
  return (
    <>
      <ChoiceInput name="education" list="education" values={EDUCATION_LEVELS} />
      <ChoiceInput name="social_status" list="social_status" values={SOCIAL_STATUSES} />
      <YesNoInput name="family_status" />
      <TextInput name="family_members" inputMode="numeric" />
      <YesNoInput name="has_loans" />
      {hasLoans === 'yes' && (
        <fieldset className="sub-fields">
          <TextInput name="loans_count" inputMode="numeric" />
          <TextInput name="loans_amount" inputMode="numeric" />
          <TextInput name="loans_month_payment" inputMode="numeric" />
          <YesNoInput name="loans_overdue" />
        </fieldset>
      )}
      <TextInput name="family_income" inputMode="numeric" />
    </>
  );
}

export function TrainingStep({ allowedDistricts }: { allowedDistricts?: number[] | undefined }) {
  return (
    <>
      <ChoiceInput name="education_goal" list="education_goal" values={EDUCATION_GOALS} />
      <ChoiceInput name="training_language" list="training_language" values={TRAINING_LANGUAGES} />
      <KatoSelects region="lesson_region_id" district="lesson_district_id" allowedDistricts={allowedDistricts} />
      <FlowChoice />
      <TextArea name="additional_info" />
    </>
  );
}
