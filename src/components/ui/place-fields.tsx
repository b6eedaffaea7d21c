/**
 * A form's region → district (→ rural okrug) selects from the offline KATO tree, each with its field's
 * error, bound by name to the surrounding react-hook-form form. Without the tree on this device (never
 * fetched, no signal) it says so instead of showing empty selects.
 */
import { useFormContext, type FieldPath, type FieldValues } from 'react-hook-form';
import { FormattedMessage } from 'react-intl';
import { useCato } from '../../lib/cato.ts';
import { RegionDistrictFields } from './region-district-select.tsx';

interface Props<T extends FieldValues> {
  names: { region: FieldPath<T>; district: FieldPath<T>; okrug?: FieldPath<T> | undefined };
  /** Message ids of the labels. */
  labels: { region: string; district: string; okrug?: string };
  /** Message id of the empty choice. */
  anyLabel: string;
  /** An operator sees only their own districts. */
  allowedDistricts?: number[] | undefined;
  testId?: string;
}

export function PlaceFields<T extends FieldValues>({ names, ...rest }: Props<T>) {
  const cato = useCato();
  const { control, formState, getFieldState } = useFormContext<T>();
  const error = (name: FieldPath<T> | undefined) => (name ? getFieldState(name, formState).error?.message : undefined);
  const errors = { region: error(names.region), district: error(names.district), okrug: error(names.okrug) };
  if (cato === null)
    return (
      <p className="notice" role="status">
        <FormattedMessage id="registration.cato.missing" />
      </p>
    );
  return (
    <RegionDistrictFields
      {...rest}
      control={control}
      names={{ region: names.region, district: names.district, ...(names.okrug ? { okrug: names.okrug } : {}) }}
      errors={errors}
    />
  );
}
