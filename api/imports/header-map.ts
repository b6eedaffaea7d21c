/**
 * Proposes which registration field each column of a file fills, by its header: our field ids (the
 * template), the form's labels in Kazakh, Russian and English, and the names akimat lists use (ФИО,
 * ИИН, …), compared without case, spaces or punctuation. Also judges a mapping before anything runs:
 * errors (no IIN column, a field in two columns) stop the dry run; warnings only inform (ADR 082).
 */
import { translator } from '../lib/i18n.ts';
import { IMPORT_FIELDS, type ImportHeaderIssue } from '../schemas/imports.ts';

export const normaliseHeader = (s: string) =>
  s
    .toLowerCase()
    .replaceAll('ё', 'е')
    .replace(/[\s\p{P}\p{S}]+/gu, '');

/** Names seen in real lists, beyond the form's own labels. */
const SYNONYMS: Record<string, string[]> = {
  fio: ['ФИО', 'Ф.И.О.', 'Фамилия Имя Отчество', 'Аты-жөні', 'Толық аты-жөні', 'Name', 'Full name'],
  iin: ['ИИН', 'ЖСН', 'IIN', 'ИИН заявителя'],
  gender: ['Пол', 'Жынысы', 'Sex'],
  birthday: ['Дата рождения', 'Туған күні', 'Birth date', 'Date of birth'],
  phone: ['Телефон', 'Тел', 'Тел.', 'Моб. телефон', 'Мобильный телефон', 'Телефон нөмірі', 'Phone'],
  phone_2: ['Телефон 2', 'Доп. телефон', 'Дополнительный телефон', 'Қосымша телефон'],
  email: ['Email', 'E-mail', 'Эл. почта', 'Электронная почта', 'Электрондық пошта'],
  region_id: ['Область', 'Облыс', 'Region'],
  district_id: ['Район', 'Аудан', 'District', 'Район/город'],
  rural_okrug_id: ['Сельский округ', 'Ауылдық округ', 'С/о', 'Rural okrug'],
  locality: ['Населенный пункт', 'Село', 'Ауыл', 'Елді мекен', 'Village'],
  residence_address: ['Адрес', 'Адрес проживания', 'Мекенжай', 'Address'],
  education: ['Образование', 'Білімі', 'Education'],
  social_status: ['Социальный статус', 'Әлеуметтік мәртебе'],
  family_members: ['Количество членов семьи', 'Члены семьи', 'Отбасы мүшелері'],
  family_income: ['Доход семьи', 'Семейный доход', 'Отбасы табысы'],
  training_language: ['Язык обучения', 'Оқыту тілі'],
  lesson_region_id: ['Область обучения', 'Оқу облысы'],
  lesson_district_id: ['Район обучения', 'Оқу ауданы'],
  additional_info: ['Примечание', 'Комментарий', 'Ескерту'],
};

let known: Map<string, string> | undefined;
function knownHeaders(): Map<string, string> {
  if (known) return known;
  known = new Map();
  const tr = (['kk', 'ru', 'en'] as const).map((l) => translator(l));
  // Labels first, synonyms after: a synonym never takes a header away from a field's own label.
  for (const field of IMPORT_FIELDS) known.set(normaliseHeader(field), field);
  for (const field of IMPORT_FIELDS)
    for (const t of tr) {
      const label = normaliseHeader(t(`registration.field.${field}`));
      if (label && !known.has(label)) known.set(label, field);
    }
  for (const [field, names] of Object.entries(SYNONYMS))
    for (const n of names) if (!known.has(normaliseHeader(n))) known.set(normaliseHeader(n), field);
  return known;
}

/** The field a header names, or null. */
export const fieldOfHeader = (header: string) => knownHeaders().get(normaliseHeader(header)) ?? null;

/**
 * Per column: the source's saved choice for that header if there is one, else the field its header
 * names; a field already taken by an earlier column is not proposed twice.
 */
export function proposeMapping(headers: string[], saved: Record<string, string | null> = {}): (string | null)[] {
  const taken = new Set<string>();
  return headers.map((h) => {
    const key = normaliseHeader(h);
    const field = key in saved ? saved[key]! : fieldOfHeader(h);
    if (!field || taken.has(field) || !IMPORT_FIELDS.includes(field)) return null;
    taken.add(field);
    return field;
  });
}

/** Fields a new person cannot be registered without (the form's required ones). */
const REQUIRED = IMPORT_FIELDS.filter(
  (f) =>
    !['phone_2', 'email', 'rural_okrug_id', 'additional_info', 'loans_count', 'loans_amount'].includes(f) &&
    !['loans_month_payment', 'loans_overdue', 'consent_personal_data', 'accept_agreement', 'offline_only'].includes(f),
);

export function headerIssues(headers: string[], mapping: (string | null)[]): ImportHeaderIssue[] {
  const issues: ImportHeaderIssue[] = [];
  const columns = new Map<string, number[]>();
  mapping.forEach((f, i) => f && columns.set(f, [...(columns.get(f) ?? []), i]));
  if (!columns.has('iin'))
    issues.push({ level: 'error', column: null, field: 'iin', message_id: 'imports.header.no_iin' });
  for (const [field, cols] of columns)
    if (cols.length > 1)
      for (const column of cols.slice(1))
        issues.push({ level: 'error', column, field, message_id: 'imports.header.mapped_twice' });
  headers.forEach((h, column) => {
    if (mapping[column]) return;
    const id = fieldOfHeader(h) ? 'imports.header.unmapped' : 'imports.header.unknown';
    issues.push({ level: 'warning', column, field: null, message_id: id });
  });
  for (const field of REQUIRED)
    if (!columns.has(field))
      issues.push({ level: 'warning', column: null, field, message_id: 'imports.header.missing_field' });
  return issues;
}
