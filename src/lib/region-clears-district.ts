import type { FieldPath, FieldValues, PathValue, UseFormSetValue, UseFormSubscribe } from 'react-hook-form';

/**
 * The seed: changing the region clears the chosen district (and rural okrug), which belonged to the old
 * region. Loading a record (a form reset) is not a change and keeps its district. Returns the unsubscribe.
 */
export function clearBelowOnRegionChange<T extends FieldValues>(
  form: { subscribe: UseFormSubscribe<T>; setValue: UseFormSetValue<T> },
  region: FieldPath<T>,
  below: FieldPath<T>[],
  empty: unknown = null,
) {
  return form.subscribe({
    name: region,
    formState: { values: true },
    callback: ({ name }) => {
      if (name === region) for (const n of below) form.setValue(n, empty as PathValue<T, typeof n>);
    },
  });
}
