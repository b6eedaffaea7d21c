/** A list filter's select of ids with an "any" first choice: the id as a number, or undefined for any. */
import { SelectField } from './select-field.tsx';

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
    <SelectField
      label={label}
      name={name}
      placeholder={anyLabel}
      value={value}
      // A filter read from the URL before its list came: "Loading…" rather than "not in the list".
      loading={options.length === 0}
      options={options.map((o) => ({ value: o.id, label: o.label }))}
      onChange={(v) => onChange(v ? Number(v) : undefined)}
    />
  );
}
