/**
 * An agro list as an akimat sends it: Russian headers (the form's labels, a few in akimat words) and
 * choices written as Russian words ("Женский", "Бройлерные куры, Яблоня", "Да"), not our ids.
 */
import { readFileSync } from 'node:fs';
import { AGRO_IMPORT_COLUMNS } from '../../contract/import-targets.ts';
import type { AgroFormInput } from '../../contract/agro.ts';

const ru = JSON.parse(readFileSync(new URL('../../locales/ru.json', import.meta.url), 'utf8')) as Record<
  string,
  string
>;
const AKIMAT: Record<string, string> = { fio: 'ФИО', iin: 'ИИН', courses: 'Курсы', consent_personal_data: 'Согласие' };
const LISTS: Record<string, string> = {
  gender: 'registration.gender',
  courses: 'agro.courseName',
  premises: 'agro.premises',
  sales_channels: 'agro.sales',
  land_unit: 'agro.land_unit',
  coop_status: 'agro.coop',
};

export const AGRO_RU_HEADERS = AGRO_IMPORT_COLUMNS.map((c) => AKIMAT[c.field] ?? ru[`agro.field.${c.field}`]!);

function cell(field: string, v: unknown): string {
  if (v === undefined || v === null) return '';
  if (v === true) return 'да';
  if (v === 'yes' || v === 'no') return ru[`agro.answer.${v}`]!;
  const list = LISTS[field];
  if (Array.isArray(v)) return v.map((x) => (list ? ru[`${list}.${x}`]! : String(x))).join(', ');
  if (list) return ru[`${list}.${String(v)}`]!;
  return String(v);
}

/** One row per form, in the template's column order. */
export const agroRows = (forms: Partial<AgroFormInput>[]) =>
  forms.map((f) => AGRO_IMPORT_COLUMNS.map((c) => cell(c.field, f[c.field as keyof AgroFormInput])));
