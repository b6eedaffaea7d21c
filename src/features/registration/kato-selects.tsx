/** Registration's region → district (→ rural okrug) selects: the shared RegionDistrictFields with its errors. */
import { useFormContext } from 'react-hook-form';
import { FormattedMessage } from 'react-intl';
import { RegionDistrictFields } from '../../components/ui/region-district-select.tsx';
import { useCato } from '../../lib/cato.ts';
import type { FieldName, RegistrationValues } from './form-values.ts';
import { useFieldState } from './inputs.tsx';

interface Props {
  region: FieldName;
  district: FieldName;
  okrug?: FieldName;
  /** An operator sees only their own districts. */
  allowedDistricts?: number[] | undefined;
}

export function KatoSelects({ region, district, okrug, allowedDistricts }: Props) {
  const cato = useCato();
  const { control } = useFormContext<RegistrationValues>();
  const errors = {
    region: useFieldState(region).error,
    district: useFieldState(district).error,
    okrug: useFieldState(okrug ?? district).error,
  };
  if (cato === null)
    return (
      <p className="notice" role="status">
        <FormattedMessage id="registration.cato.missing" />
      </p>
    );
  return (
    <RegionDistrictFields
      control={control}
      names={{ region, district, ...(okrug ? { okrug } : {}) }}
      labels={{
        region: `registration.field.${region}`,
        district: `registration.field.${district}`,
        okrug: `registration.field.${okrug ?? district}`,
      }}
      anyLabel="registration.select"
      errors={errors}
      allowedDistricts={allowedDistricts}
    />
  );
}
