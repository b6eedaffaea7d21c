/**
 * An agro list's cells as the agro form's input. Akimat lists write choices in words: "Бройлерные куры,
 * Яблоневый сад", "Женский", "га", "Да" (read by cell-words.ts, shared with the other targets); lists of
 * several are split on , ; / or a new line. What matches nothing stays as written, so the schema names it.
 */
import { cellDate, cellPhone, choiceOf } from '../cell-words.ts';
import { isTick, padIin } from '../row-form.ts';

const CHOICE_FIELDS = [
  'gender',
  'courses',
  'premises',
  'sales_channels',
  'land_unit',
  'coop_status',
  'has_water',
  'has_electricity',
  'credit_needed',
  'prior_programme',
];
const MULTI = ['courses', 'premises', 'sales_channels'];

export function agroCells(values: Record<string, string>): Record<string, unknown> {
  const out: Record<string, unknown> = { ...values, iin: padIin(values.iin) };
  for (const field of CHOICE_FIELDS) {
    const text = values[field];
    if (text === undefined) continue;
    out[field] = MULTI.includes(field)
      ? text
          .split(/[,;/\n]+/)
          .map((p) => p.trim())
          .filter(Boolean)
          .map((p) => choiceOf(field, p))
      : choiceOf(field, text);
  }
  if (values.birthday !== undefined) out.birthday = cellDate(values.birthday);
  if (values.phone !== undefined) out.phone = cellPhone(values.phone);
  out.consent_personal_data = isTick(values.consent_personal_data);
  out.fio ??= '';
  return out;
}
