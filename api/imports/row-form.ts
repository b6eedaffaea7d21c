/**
 * One file row through the officer's mapping into the values the registration schema parses: ticks
 * written "yes"/"да"/"иә" become set ticks, a numeric IIN gets back the leading zero Excel dropped, and
 * blank optional cells are absent rather than empty strings.
 */
import { TICK_FIELDS } from '../schemas/imports.ts';

/** Cell texts by field id; only mapped, non-blank cells. */
export function mappedCells(cells: string[], mapping: (string | null)[]): Record<string, string> {
  const out: Record<string, string> = {};
  mapping.forEach((field, i) => {
    const v = (cells[i] ?? '').trim();
    if (field && v !== '') out[field] = v;
  });
  return out;
}

export function toForm(values: Record<string, string>): Record<string, unknown> {
  const out: Record<string, unknown> = { ...values };
  // A numeric IIN cell loses its leading zero (people born in the 2000s).
  if (/^\d{1,11}$/.test(values.iin ?? '')) out.iin = values.iin!.padStart(12, '0');
  for (const f of TICK_FIELDS) out[f] = /^(yes|да|иә|1|true)$/i.test(values[f] ?? '');
  for (const f of ['family_status', 'has_loans', 'loans_overdue', 'gender', 'education', 'social_status'])
    if (typeof out[f] === 'string') out[f] = (out[f] as string).toLowerCase();
  for (const f of ['family_status', 'has_loans', 'loans_overdue'])
    if (typeof out[f] === 'string')
      out[f] = ({ да: 'yes', иә: 'yes', нет: 'no', жоқ: 'no' } as Record<string, string>)[out[f] as string] ?? out[f];
  out.fio ??= '';
  out.iin ??= '';
  return out;
}
