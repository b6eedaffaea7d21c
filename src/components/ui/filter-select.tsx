/** A list filter's select of ids with an "any" first choice: the id as a number, or undefined for any. */
import { Field } from './field.tsx';

interface Props {
  label: string;
  anyLabel: string;
  value: number | undefined;
  options: { id: number; label: string }[];
  onChange: (id: number | undefined) => void;
  name?: string;
}

export function FilterSelect({ label, anyLabel, value, options, onChange, name }: Props) {
  return (
    <Field label={label}>
      {(p) => (
        <select
          {...p}
          name={name}
          value={value ?? ''}
          onChange={(e) => onChange(e.target.value ? Number(e.target.value) : undefined)}
        >
          <option value="">{anyLabel}</option>
          {options.map((o) => (
            <option key={o.id} value={o.id}>
              {o.label}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}
