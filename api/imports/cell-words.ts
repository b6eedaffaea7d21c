/**
 * What district offices and akimats write in a list's cells, read as the forms' values, for every
 * import target alike. A choice is taken by its id or by its label in any of the app's four languages
 * (the locales' option words, compared without case, spaces or punctuation), or by a word lists use
 * beyond the labels ("Работаю", "м", "га"); a date written 22.04.1987 or kept by Excel as a serial day
 * number becomes ISO; a phone written "8 701…", "+7 (701)…" or "701 555 66 77" becomes 7XXXXXXXXXX.
 * What matches nothing stays as written, so the schema names it.
 */
import { translator } from '../lib/i18n.ts';
import { AGRO_COURSES, COOP_STATUSES, LAND_UNITS, PREMISES, SALES_CHANNELS } from '../../contract/agro.ts';
import { normalizePhone } from '../../contract/fields.ts';
import { LOCALES } from '../../contract/locale.ts';
import {
  EDUCATION_GOALS,
  EDUCATION_LEVELS,
  GENDERS,
  SOCIAL_STATUSES,
  TRAINING_LANGUAGES,
} from '../../contract/registration.ts';
import { normaliseHeader } from './header-map.ts';

const YES_NO = ['yes', 'no'] as const;
const yesNo = (v: string) => [`registration.${v}`, `agro.answer.${v}`];

/** Per choice field of any target: its values and the catalog ids of each value's labels. */
const CHOICES: Record<string, readonly [readonly string[], (v: string) => string[]]> = {
  gender: [GENDERS, (v) => [`registration.gender.${v}`]],
  education: [EDUCATION_LEVELS, (v) => [`registration.education.${v}`]],
  social_status: [SOCIAL_STATUSES, (v) => [`registration.social_status.${v}`]],
  education_goal: [EDUCATION_GOALS, (v) => [`registration.education_goal.${v}`]],
  training_language: [TRAINING_LANGUAGES, (v) => [`registration.training_language.${v}`]],
  family_status: [YES_NO, yesNo],
  has_loans: [YES_NO, yesNo],
  loans_overdue: [YES_NO, yesNo],
  // A course also goes by the title of its page on /agro ("Яблоня" besides "Яблоневый сад").
  courses: [AGRO_COURSES, (v) => [`agro.courseName.${v}`, `agro.course.${v}.title`]],
  premises: [PREMISES, (v) => [`agro.premises.${v}`]],
  sales_channels: [SALES_CHANNELS, (v) => [`agro.sales.${v}`]],
  land_unit: [LAND_UNITS, (v) => [`agro.land_unit.${v}`]],
  coop_status: [COOP_STATUSES, (v) => [`agro.coop.${v}`]],
  has_water: [YES_NO, yesNo],
  has_electricity: [YES_NO, yesNo],
  credit_needed: [YES_NO, yesNo],
  prior_programme: [YES_NO, yesNo],
};

const YES_NO_WORDS = { иә: 'yes', жоқ: 'no', да: 'yes', нет: 'no', есть: 'yes', бар: 'yes', '1': 'yes', '0': 'no' };
/** Words lists use beyond the labels (a label wins where both name a value). */
const WORDS: Record<string, Record<string, string>> = {
  gender: {
    м: 'male',
    муж: 'male',
    мужчина: 'male',
    ер: 'male',
    еркек: 'male',
    ж: 'female',
    жен: 'female',
    женщина: 'female',
    әйел: 'female',
  },
  social_status: {
    работаю: 'employed',
    работает: 'employed',
    'жұмыс істеймін': 'employed',
    'по найму': 'employed',
    'не работаю': 'unemployed',
    'не работает': 'unemployed',
    'жұмыс істемеймін': 'unemployed',
    безработная: 'unemployed',
    пенсионерка: 'pensioner',
    студентка: 'student',
    ип: 'self_employed',
    'в декрете': 'maternity_leave',
    декрет: 'maternity_leave',
  },
  education: { 'высшее образование': 'higher', бакалавр: 'higher', магистр: 'postgraduate', 'ср спец': 'vocational' },
  training_language: {
    казахский: 'kk',
    'казахский язык': 'kk',
    'на казахском': 'kk',
    қазақша: 'kk',
    қазақ: 'kk',
    каз: 'kk',
    русский: 'ru',
    'русский язык': 'ru',
    'на русском': 'ru',
    орысша: 'ru',
    орыс: 'ru',
    рус: 'ru',
  },
  land_unit: { сотка: 'sotka', сот: 'sotka', гектар: 'ha', ga: 'ha' },
};

let lookup: Map<string, Map<string, string>> | undefined;
function choices(): Map<string, Map<string, string>> {
  if (lookup) return lookup;
  const tr = LOCALES.map((l) => translator(l));
  lookup = new Map();
  for (const [field, [values, labels]] of Object.entries(CHOICES)) {
    const m = new Map<string, string>();
    for (const v of values) m.set(normaliseHeader(v), v);
    for (const t of tr) for (const v of values) for (const id of labels(v)) m.set(normaliseHeader(t(id)), v);
    const words = values === YES_NO ? YES_NO_WORDS : (WORDS[field] ?? {});
    for (const [word, v] of Object.entries(words)) if (!m.has(normaliseHeader(word))) m.set(normaliseHeader(word), v);
    lookup.set(field, m);
  }
  return lookup;
}

/** Whether the field is a choice this module reads. */
export const isChoiceField = (field: string) => field in CHOICES;

/** The value a choice cell names, or the text as written. */
export const choiceOf = (field: string, text: string) => choices().get(field)?.get(normaliseHeader(text)) ?? text;

/** The first day Excel counts from (its day 60 is the 29 February 1900 that never was). */
const EXCEL_EPOCH = Date.UTC(1899, 11, 30);

/** A date as ISO: 22.04.1987, 22/04/1987 or an Excel serial day (31889); anything else as written. */
export function cellDate(text: string): string {
  const dmy = /^(\d{1,2})[./-](\d{1,2})[./-](\d{4})$/.exec(text);
  if (dmy) return `${dmy[3]}-${dmy[2]!.padStart(2, '0')}-${dmy[1]!.padStart(2, '0')}`;
  // Five digits are 1927–2173: no one writes a year that way, and a birthday is in that span.
  if (/^\d{5}(\.0+)?$/.test(text)) return new Date(EXCEL_EPOCH + Number(text) * 86_400_000).toISOString().slice(0, 10);
  return text;
}

/** A phone as 7XXXXXXXXXX: the shared normaliser, and ten digits written without the country code. */
export function cellPhone(text: string): string {
  const digits = normalizePhone(text);
  return /^7\d{9}$/.test(digits) ? `7${digits}` : digits || text;
}
