import type { Locale } from '../../../contract/locale.ts';

/** A localized value in the reader's language, else Russian, else any language that has it. */
export function localizedText(v: unknown, locale: string): string {
  if (!v || typeof v !== 'object') return '';
  const o = v as Partial<Record<Locale, string>>;
  return o[locale as Locale] || o.ru || Object.values(o).find(Boolean) || '';
}
