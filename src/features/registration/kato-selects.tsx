/** Registration's region → district (→ rural okrug) selects, labelled by their field names. */
import { PlaceFields } from '../../components/ui/place-fields.tsx';
import type { FieldName, RegistrationValues } from './form-values.ts';

interface Props {
  region: FieldName;
  district: FieldName;
  okrug?: FieldName;
  /** An operator sees only their own districts. */
  allowedDistricts?: number[] | undefined;
}

export function KatoSelects({ region, district, okrug, allowedDistricts }: Props) {
  return (
    <PlaceFields<RegistrationValues>
      names={{ region, district, okrug }}
      labels={{
        region: `registration.field.${region}`,
        district: `registration.field.${district}`,
        okrug: `registration.field.${okrug ?? district}`,
      }}
      anyLabel="registration.select"
      allowedDistricts={allowedDistricts}
    />
  );
}
