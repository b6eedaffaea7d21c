/**
 * Which step of a multi-step form holds which field: a wizard's list of field names per step, or a
 * map from field to step. A rejected record opens at the step of its first error.
 */
import type { FieldErrors } from '../../contract/errors.ts';

export type StepFields = readonly (readonly string[])[] | Readonly<Record<string, number>>;

const isList = (steps: StepFields): steps is readonly (readonly string[])[] => Array.isArray(steps);

export const lastStep = (steps: StepFields) =>
  isList(steps) ? Math.max(0, steps.length - 1) : Math.max(0, ...Object.values(steps));

/** The step of a field; a nested path (`cooperatives.0.name`) belongs where its top field does. */
export function stepOf(steps: StepFields, field: string): number | undefined {
  const find = (name: string) => {
    if (!isList(steps)) return steps[name];
    const i = steps.findIndex((names) => names.includes(name));
    return i < 0 ? undefined : i;
  };
  return find(field) ?? find(field.split('.')[0]!);
}

/** The first step with an error; a reason about the whole record (`_`) or an unknown field opens the last. */
export function firstErrorStep(steps: StepFields, errors: FieldErrors): number {
  const last = lastStep(steps);
  return Math.min(last, ...Object.keys(errors).map((k) => (k === '_' ? undefined : stepOf(steps, k)) ?? last));
}
