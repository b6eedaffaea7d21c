import { useFieldArray, useFormContext } from 'react-hook-form';
import { FormattedMessage } from 'react-intl';
import { SelectInput, TextInput } from '../form-inputs.tsx';

const RATINGS = ['1', '2', '3', '4', '5'] as const;

/** The repeatable list of cooperatives or workshops (name, volume, people) and the infrastructure rating. */
export function StepCooperatives() {
  const { control } = useFormContext();
  const { fields, append, remove } = useFieldArray({ control, name: 'cooperatives' });
  return (
    <>
      {fields.map((f, i) => (
        <fieldset key={f.id} className="akim-cooperative">
          <legend>
            <FormattedMessage id="contest.akim.cooperative_n" values={{ n: i + 1 }} />
          </legend>
          <TextInput name={`cooperatives.${i}.name`} label="contest.akim.cooperative_name" />
          <TextInput name={`cooperatives.${i}.volume`} label="contest.akim.cooperative_volume" />
          <TextInput name={`cooperatives.${i}.people`} label="contest.akim.cooperative_people" type="number" />
          <button type="button" className="link-button" onClick={() => remove(i)}>
            <FormattedMessage id="contest.akim.cooperative_remove" />
          </button>
        </fieldset>
      ))}
      <button type="button" className="btn btn-secondary" onClick={() => append({ name: '', volume: '', people: 0 })}>
        <FormattedMessage id="contest.akim.cooperative_add" />
      </button>
      <SelectInput
        name="engineering_rating"
        label="contest.akim.engineering_rating"
        options={RATINGS}
        prefix="contest.rating"
      />
    </>
  );
}
