/**
 * A valid IIN gives the birth date and gender beside it (digits 1–6 are YYMMDD, the 7th the century and
 * gender: contract/iin.ts). It fills only what is empty or still what the previous IIN gave, so a date
 * or gender the person chose themselves is never overwritten, and both stay editable.
 */
import { useEffect, useRef } from 'react';
import { useFormContext, useWatch, type FieldPath, type FieldValues, type PathValue } from 'react-hook-form';
import { checkIin, type IinFacts } from '../../contract/iin.ts';

const factsOf = (iin: unknown): IinFacts | undefined => {
  const r = checkIin(String(iin ?? '').replace(/\s/g, ''));
  return r.ok ? r.facts : undefined;
};

/** What a change of the IIN from `before` to `after` fills in, given the birth date and gender the form holds. */
export function iinFill(
  before: unknown,
  after: unknown,
  held: { birthday: unknown; gender: unknown },
): Partial<IinFacts> {
  const next = factsOf(after);
  if (!next) return {};
  const prev = factsOf(before);
  const fill: Partial<IinFacts> = {};
  for (const key of ['birthday', 'gender'] as const)
    if (!held[key] || held[key] === prev?.[key]) if (held[key] !== next[key]) fill[key] = next[key] as never;
  return fill;
}

/** Fills the form's birth date and gender from its IIN as it is typed (see iinFill). */
export function useIinFacts<T extends FieldValues>(names: {
  iin: FieldPath<T>;
  birthday: FieldPath<T>;
  gender: FieldPath<T>;
}) {
  const { control, getValues, setValue } = useFormContext<T>();
  const iin = useWatch({ control, name: names.iin });
  const last = useRef(iin);
  useEffect(() => {
    const before = last.current;
    last.current = iin;
    if (before === iin) return;
    const fill = iinFill(before, iin, { birthday: getValues(names.birthday), gender: getValues(names.gender) });
    for (const key of ['birthday', 'gender'] as const)
      if (fill[key] !== undefined) setValue(names[key], fill[key] as PathValue<T, FieldPath<T>>, { shouldDirty: true });
  }, [iin, names, getValues, setValue]);
}
