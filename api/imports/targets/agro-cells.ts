/**
 * An agro list's cells as the agro form's input. Akimat lists write choices in words: "Бройлерные куры,
 * Яблоневый сад", "Женский", "га", "Да". A choice is taken by its id or by its label in Kazakh, Russian
 * or English (compared without case or punctuation); lists of several are split on , ; / or a new line;
 * a Russian date (17.05.1990) becomes ISO. What matches nothing stays as written, so the schema names it.
 */
import { AGRO_COURSES, COOP_STATUSES, LAND_UNITS, PREMISES, SALES_CHANNELS } from '../../schemas/agro.ts';
import { GENDERS } from '../../schemas/registration.ts';
import { translator } from '../../lib/i18n.ts';
import { normaliseHeader } from '../header-map.ts';
import { isTick, padIin } from '../row-form.ts';

/** Per choice field: its values and the catalog prefix of their labels. */
const CHOICES: Record<string, readonly [readonly string[], string]> = {
  gender: [GENDERS, 'registration.gender'],
  courses: [AGRO_COURSES, 'agro.courseName'],
  premises: [PREMISES, 'agro.premises'],
  sales_channels: [SALES_CHANNELS, 'agro.sales'],
  land_unit: [LAND_UNITS, 'agro.land_unit'],
  coop_status: [COOP_STATUSES, 'agro.coop'],
  has_water: [['yes', 'no'], 'agro.answer'],
  has_electricity: [['yes', 'no'], 'agro.answer'],
  credit_needed: [['yes', 'no'], 'agro.answer'],
  prior_programme: [['yes', 'no'], 'agro.answer'],
};
const MULTI = ['courses', 'premises', 'sales_channels'];
/** Words lists use beyond the labels. */
const EXTRA: Record<string, Record<string, string>> = {
  gender: { м: 'male', муж: 'male', ер: 'male', ж: 'female', жен: 'female', әйел: 'female' },
  land_unit: { сотка: 'sotka', сот: 'sotka', гектар: 'ha', ga: 'ha' },
  yesNo: { иә: 'yes', жоқ: 'no', да: 'yes', нет: 'no', '1': 'yes', '0': 'no' },
};

let lookup: Map<string, Map<string, string>> | undefined;
function choices(): Map<string, Map<string, string>> {
  if (lookup) return lookup;
  const tr = (['kk', 'ru', 'en'] as const).map((l) => translator(l));
  lookup = new Map();
  for (const [field, [values, prefix]] of Object.entries(CHOICES)) {
    const m = new Map<string, string>();
    for (const v of values) m.set(normaliseHeader(v), v);
    for (const t of tr)
      for (const v of values) {
        m.set(normaliseHeader(t(`${prefix}.${v}`)), v);
        // A course also goes by the title of its page on /agro ("Яблоня" besides "Яблоневый сад").
        if (field === 'courses') m.set(normaliseHeader(t(`agro.course.${v}.title`)), v);
      }
    const extra = prefix === 'agro.answer' ? EXTRA.yesNo! : (EXTRA[field] ?? {});
    for (const [word, v] of Object.entries(extra)) if (!m.has(normaliseHeader(word))) m.set(normaliseHeader(word), v);
    lookup.set(field, m);
  }
  return lookup;
}

const choice = (field: string, text: string) => choices().get(field)?.get(normaliseHeader(text)) ?? text;

export function agroCells(values: Record<string, string>): Record<string, unknown> {
  const out: Record<string, unknown> = { ...values, iin: padIin(values.iin) };
  for (const field of Object.keys(CHOICES)) {
    const text = values[field];
    if (text === undefined) continue;
    out[field] = MULTI.includes(field)
      ? text
          .split(/[,;/\n]+/)
          .map((p) => p.trim())
          .filter(Boolean)
          .map((p) => choice(field, p))
      : choice(field, text);
  }
  const ru = /^(\d{1,2})\.(\d{1,2})\.(\d{4})$/.exec(values.birthday ?? '');
  if (ru) out.birthday = `${ru[3]}-${ru[2]!.padStart(2, '0')}-${ru[1]!.padStart(2, '0')}`;
  out.consent_personal_data = isTick(values.consent_personal_data);
  out.fio ??= '';
  return out;
}
