/** The agro form's steps: the person, the place, courses, the farm, plans (cooperative, credit), consent. */
import { useFormContext, useWatch } from 'react-hook-form';
import { FormattedMessage } from 'react-intl';
import {
  AGRO_COURSES,
  COOP_STATUSES,
  LAND_UNITS,
  PREMISES,
  SALES_CHANNELS,
  agroLabel,
} from '../../../contract/agro.ts';
import { GENDERS, optionLabel } from '../../../contract/registration.ts';
import { RegionDistrictFields } from '../../components/ui/region-district-select.tsx';
import { useCato } from '../../lib/cato.ts';
import { useIinFacts } from '../../lib/iin-facts.ts';
import type { AgroValues } from './form-values.ts';
import {
  ChoiceInput,
  DateInput,
  PhoneInput,
  TextArea,
  TextInput,
  TickGroup,
  TickInput,
  YesNoInput,
  useFieldState,
} from './inputs.tsx';

/** A valid IIN fills the birth date and gender (still editable). */
const IIN_FACTS = { iin: 'iin', birthday: 'birthday', gender: 'gender' } as const;

export function PersonStep() {
  useIinFacts<AgroValues>(IIN_FACTS);
  return (
    <>
      <TextInput name="fio" autoComplete="name" />
      <TextInput name="iin" inputMode="numeric" maxLength={14} autoComplete="off" />
      <ChoiceInput name="gender" values={GENDERS} label={(v) => optionLabel('gender', v)} />
      <DateInput name="birthday" />
      <PhoneInput name="phone" />
    </>
  );
}

export function PlaceStep({ allowedDistricts }: { allowedDistricts?: number[] | undefined }) {
  const cato = useCato();
  const { control } = useFormContext<AgroValues>();
  const errors = {
    region: useFieldState('region_id').error,
    district: useFieldState('district_id').error,
    okrug: useFieldState('rural_okrug_id').error,
  };
  return (
    <>
      {cato === null ? (
        <p className="notice" role="status">
          <FormattedMessage id="agro.apply.cato_missing" />
        </p>
      ) : (
        <RegionDistrictFields
          control={control}
          names={{ region: 'region_id', district: 'district_id', okrug: 'rural_okrug_id' }}
          labels={{
            region: 'agro.field.region_id',
            district: 'agro.field.district_id',
            okrug: 'agro.field.rural_okrug_id',
          }}
          anyLabel="registration.select"
          errors={errors}
          allowedDistricts={allowedDistricts}
        />
      )}
      <TextInput name="village" />
    </>
  );
}

export const CoursesStep = () => <TickGroup name="courses" list="courseName" values={AGRO_COURSES} />;

export function FarmStep() {
  return (
    <>
      <div className="field-row">
        <TextInput name="land_area" inputMode="decimal" />
        <ChoiceInput name="land_unit" values={LAND_UNITS} label={(v) => agroLabel('land_unit', v)} />
      </div>
      <TextInput name="livestock_count" inputMode="numeric" />
      <TextInput name="poultry_count" inputMode="numeric" />
      <TextInput name="fish_count" inputMode="numeric" />
      <TickGroup name="premises" list="premises" values={PREMISES} />
      <YesNoInput name="has_water" />
      <YesNoInput name="has_electricity" />
      <TextArea name="products" />
      <TickGroup name="sales_channels" list="sales" values={SALES_CHANNELS} />
      <TextInput name="monthly_income" inputMode="numeric" />
    </>
  );
}

export function PlansStep() {
  const { control } = useFormContext<AgroValues>();
  const [coop, credit, prior] = useWatch({ control, name: ['coop_status', 'credit_needed', 'prior_programme'] });
  return (
    <>
      <ChoiceInput name="coop_status" values={COOP_STATUSES} label={(v) => agroLabel('coop', v)} />
      {coop !== '' && coop !== 'no' && (
        <fieldset className="sub-fields">
          <TextInput name="coop_name" />
          <TextInput name="coop_members" inputMode="numeric" />
        </fieldset>
      )}
      <YesNoInput name="credit_needed" />
      {credit === 'yes' && (
        <fieldset className="sub-fields">
          <TextInput name="credit_amount" inputMode="numeric" />
          <TextArea name="credit_purpose" />
          <TextArea name="credit_equipment" />
        </fieldset>
      )}
      <YesNoInput name="prior_programme" />
      {prior === 'yes' && <TextInput name="prior_programme_name" />}
    </>
  );
}

export function ConsentStep() {
  return (
    <>
      <p>
        <FormattedMessage id="agro.apply.consent_text" />
      </p>
      <TickInput name="consent_personal_data" />
    </>
  );
}
