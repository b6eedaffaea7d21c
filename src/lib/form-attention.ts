/**
 * Where a form's errors are, to draw a person's attention to them (ADR 111): the names of the fields in
 * error and the first of them in the order a person reads the page. react-hook-form focuses in the order
 * fields were registered (a field shown later by a choice comes last) and cannot focus a field of a step
 * that is not on screen yet, so the page is asked instead, once the errors are drawn.
 */
import type { FieldValues, FieldErrors as FormErrors } from 'react-hook-form';

/** A field's own error carries its type; anything else is a group of fields (an object, a list). */
const isFieldError = (v: object) => typeof (v as { type?: unknown }).type === 'string';

/** The dotted names of the fields in error (`confirmations.tax_revenue_2023`); the record-level `root` is not a field. */
export function errorNames(errors: FormErrors<FieldValues> | object, prefix = ''): string[] {
  return Object.entries(errors).flatMap(([key, value]: [string, unknown]) => {
    if (!value || typeof value !== 'object' || (!prefix && key === 'root')) return [];
    const name = `${prefix}${key}`;
    return isFieldError(value) ? [name] : errorNames(value, `${name}.`);
  });
}

/** Whether `name` is one of `fields` or lies inside one (`cooperatives.0.name` inside `cooperatives`). */
export const withinFields = (name: string, fields: readonly string[]) =>
  fields.some((f) => name === f || name.startsWith(`${f}.`));

/** An attribute selector's quoted value. */
const quoted = (v: string) => `"${v.replace(/["\\]/g, '\\$&')}"`;

/**
 * The first control named in `names` that a person can reach, in document order; null when none is on
 * the page. A name in error with no control of its own is a group drawn as several (a text in four
 * languages, `title.kk` … `title.zh`; a list as a whole): its first control stands for it.
 */
export function firstControlOf(doc: Document, names: readonly string[]): HTMLElement | null {
  if (!names.length) return null;
  const selector = names.flatMap((n) => [`[name=${quoted(n)}]`, `[name^=${quoted(`${n}.`)}]`]).join(',');
  // querySelectorAll answers in document order: the first reachable one is the one a person reads first.
  return (
    [...doc.querySelectorAll<HTMLElement>(selector)].find(
      (el) => !(el as HTMLInputElement).disabled && el.getClientRects().length > 0,
    ) ?? null
  );
}
