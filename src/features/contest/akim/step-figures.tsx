/** The village's figures at the reference dates; each figure above zero needs its confirmation document. */
import { AKIM_NUMBERS, AKIM_UNITS } from '../../../../contract/contest.ts';
import { FileField } from '../file-field.tsx';
import { SelectInput, TextInput } from '../form-inputs.tsx';

const UNIT_AFTER: Partial<Record<string, string>> = {
  processed_2024: 'processed_unit',
  produced_2024: 'produced_unit',
  average_sales_volume: 'sales_unit',
};

export function StepFigures({ draftId }: { draftId: string }) {
  return (
    <>
      {AKIM_NUMBERS.map((k) => (
        <div key={k} className="akim-figure" data-testid={`akim-${k}`}>
          <TextInput name={k} label={`contest.akim.${k}`} type="number" />
          <FileField
            name={`confirmations.${k}`}
            label="contest.akim.confirmation"
            draftId={draftId}
            kind="document"
            max={3}
          />
          {UNIT_AFTER[k] && (
            <SelectInput name={UNIT_AFTER[k]} label="contest.field.unit" options={AKIM_UNITS} prefix="contest.unit" />
          )}
        </div>
      ))}
    </>
  );
}
