/**
 * Where the entry is from, picked from the offline KATO tree (region → district → rural okrug) and
 * stored as codes, so reviewers filter by region whatever language the villager wrote in.
 */
import { useFormContext } from 'react-hook-form';
import { FormattedMessage } from 'react-intl';
import { RegionDistrictFields } from '../../components/ui/region-district-select.tsx';
import { useCato } from '../../lib/cato.ts';
import { useFieldError } from './form-inputs.tsx';

interface Props {
  /** Message ids of the three labels. */
  labels: { region: string; district: string; okrug?: string };
  /** The akim form names the rural okrug too. */
  okrug?: boolean;
}

export function PlaceSelects({ labels, okrug = false }: Props) {
  const cato = useCato();
  const { control } = useFormContext();
  const errors = {
    region: useFieldError('region_id'),
    district: useFieldError('district_id'),
    okrug: useFieldError('rural_district_id'),
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
      names={{ region: 'region_id', district: 'district_id', ...(okrug ? { okrug: 'rural_district_id' } : {}) }}
      labels={labels}
      anyLabel="contest.choose"
      errors={errors}
      testId="contest-place"
    />
  );
}
