import type { UseFormSetValue, UseFormSubscribe } from 'react-hook-form';
import type { UserFormValues } from './user-form-values.ts';

/**
 * The seed: changing the region clears the chosen district, which belonged to the old region.
 * Loading a user (a form reset) is not a change and keeps its district. Returns the unsubscribe.
 */
export function clearDistrictOnRegionChange(form: {
  subscribe: UseFormSubscribe<UserFormValues>;
  setValue: UseFormSetValue<UserFormValues>;
}) {
  return form.subscribe({
    name: 'region_id',
    formState: { values: true },
    callback: ({ name }) => {
      if (name === 'region_id') form.setValue('district_id', null);
    },
  });
}
